import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/fixtures/demo-accounts";
import { DEMO_ALERT_STRIPS } from "../src/fixtures/demo-shell";

/**
 * The provider states of the Skolmedia web ↔ API pacts, as sentences (ARCHITECTURE §4.10).
 * The consumer tests name them in `given(...)`; contracts/provider/state-handlers.ts sets each one
 * up on the real database. One list, so the two sides cannot drift apart by a typo.
 */
export const STATES = {
  teacherWithOneProfile: "a teacher with one profile exists",
  teacherWithTwoProfilesLoggedIn: "a teacher with two profiles is logged in",
  teacherLoggedIn: "the teacher with one profile is logged in",
  validRefreshToken: "a valid refresh token exists for the teacher",
  revokedRefreshToken: "the teacher's refresh token has already been used",
  passcodeEmailed: "a login passcode has been e-mailed to the teacher",
  accessTokenExpired: "the teacher's access token has expired",
  nobodyLoggedIn: "nobody is logged in",
  memberDemoShell: "the member reseller has the demo menu, footer and single-sign-on options",
  memberAlertStrip: "the member reseller has one current alert strip with a link",
  cmsDemoContent: "the demo CMS pages, app start pages and contact forms are seeded",
} as const;

export type StateName = (typeof STATES)[keyof typeof STATES];

/** The alert strip the memberAlertStrip state stores: the seeded INFO strip, the one with a link. */
export const ALERT_STRIP_EXAMPLE = (() => {
  const strip = DEMO_ALERT_STRIPS.find((candidate) => candidate.kind === "INFO" && candidate.url !== null);
  if (!strip?.url) throw new Error("src/fixtures/demo-shell.ts has no INFO strip with a link");
  return { message: strip.message, url: strip.url };
})();

/** The pact's consumer and provider names (the file is contracts/pacts/skolmedia-web-skolmedia-api.json). */
export const CONSUMER = "skolmedia-web";
export const PROVIDER = "skolmedia-api";

/** The seeded demo accounts the states use (ARCHITECTURE §6), from the one fixture the seed writes. */
export const TEACHER = DEMO_ACCOUNTS.teacher;
export const TWO_PROFILE_TEACHER = DEMO_ACCOUNTS.profiler;
export const TEACHER_EMAIL = TEACHER.email;
export const TWO_PROFILE_TEACHER_EMAIL = TWO_PROFILE_TEACHER.email;
export { DEMO_PASSWORD };
