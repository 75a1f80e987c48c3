import type { VerifierOptions } from "@pact-foundation/pact";
import { loginAs } from "../../server/testing/auth-helpers";
import type { TestApp } from "../../server/testing/test-app";
import { ACCESS_TOKEN_SECONDS } from "../../server/auth/access-token";
import { seedDemoAccounts } from "../../server/seed/demo-accounts.seed";
import { seedShell } from "../../server/seed/shell.seed";
import { seedCms } from "../../server/seed/cms.seed";
import { UserRepository } from "../../server/accounts/user.repository";
import type { DemoAccount } from "../../src/fixtures/demo-accounts";
import { ALERT_STRIP_EXAMPLE, STATES, TEACHER, TEACHER_EMAIL, TWO_PROFILE_TEACHER, type StateName } from "../provider-states";
import type { CurrentProviderValues } from "./provider-values";

/**
 * Sets up every provider state of the pacts on the real database of the app under verification
 * (ARCHITECTURE §4.10): users come from the demo seed, tokens are issued by logging in through
 * the API, passcodes are read from the real mail outbox.
 */
type StateHandlers = NonNullable<VerifierOptions["stateHandlers"]>;

export function createStateHandlers(t: TestApp, current: CurrentProviderValues): StateHandlers {
  const users = new UserRepository(t.db);

  /** The demo account as the fixture has it (the consumer's examples come from the same fixture). */
  async function ensureUser(account: DemoAccount) {
    // Idempotent: creates the demo account when a previous state (or nothing) left it missing.
    await seedDemoAccounts(t.db);
    const user = await users.findByEmail(account.email);
    if (!user) throw new Error(`state set-up: ${account.email} could not be created`);
    const profiles = user.profiles;
    if (profiles.length !== account.profiles.length)
      throw new Error(`state set-up: ${account.email} has ${profiles.length} profiles, expected ${account.profiles.length}`);
    return { user, profiles };
  }

  const handlers: Record<StateName, () => Promise<void>> = {
    [STATES.nobodyLoggedIn]: async () => undefined,

    // GET /v1/cms/pages/{slug}, /v1/meta/..., /v1/pages/app/play, the contact form: the demo content of
    // src/fixtures/demo-cms.ts (seedCms writes only what is missing; the contact forms are in the seed).
    [STATES.cmsDemoContent]: async () => {
      await seedCms(t.db);
    },

    // GET /v1/cms/menu, /v1/cms/footer, /v1/config/member/sso: member's shell data as the seed writes it
    // (src/fixtures/demo-shell.ts), whatever an earlier interaction (the menu editor) left behind.
    [STATES.memberDemoShell]: async () => {
      for (const table of ["menu_links", "menus", "footer_links", "footers", "sso_options"]) {
        await t.db.query(`DELETE FROM ${table} WHERE reseller_slug = 'member'`, []);
      }
      await seedShell(t.db, t.clock.now());
    },

    // GET /v1/cms/alert-strips: exactly one strip for member, shown now (SPEC §4: from displayFrom − 2 h).
    [STATES.memberAlertStrip]: async () => {
      const now = t.clock.now().getTime();
      await t.db.query("DELETE FROM alert_strips WHERE reseller_slug = 'member'", []);
      await t.db.query(
        "INSERT INTO alert_strips (reseller_slug, kind, message, url, display_from, expires_at) VALUES ('member', 'INFO', $1, $2, $3, $4)",
        [ALERT_STRIP_EXAMPLE.message, ALERT_STRIP_EXAMPLE.url, new Date(now - 60 * 60 * 1000), new Date(now + 24 * 60 * 60 * 1000)],
      );
    },

    [STATES.teacherWithOneProfile]: async () => {
      await ensureUser(TEACHER);
    },

    [STATES.teacherLoggedIn]: async () => {
      await ensureUser(TEACHER);
      const { accessToken, refreshToken } = await loginAs(t.app, TEACHER_EMAIL);
      current.set({ accessToken, refreshToken });
    },

    [STATES.teacherWithTwoProfilesLoggedIn]: async () => {
      const { profiles } = await ensureUser(TWO_PROFILE_TEACHER);
      const { accessToken } = await loginAs(t.app, TWO_PROFILE_TEACHER.email);
      current.set({ accessToken, profileId: profiles[1]?.id });
    },

    [STATES.validRefreshToken]: async () => {
      await ensureUser(TEACHER);
      const { refreshToken } = await loginAs(t.app, TEACHER_EMAIL);
      current.set({ refreshToken });
    },

    [STATES.revokedRefreshToken]: async () => {
      await ensureUser(TEACHER);
      const { refreshToken } = await loginAs(t.app, TEACHER_EMAIL);
      // Rotate it once: presenting it again is reuse (SPEC §4, RFC 9700 §4.14.2).
      const rotation = await t.app.inject({ method: "POST", url: "/api-token-refresh", payload: { refreshToken } });
      if (rotation.statusCode !== 200) throw new Error(`state set-up: rotation failed with ${rotation.statusCode}`);
      current.set({ refreshToken });
    },

    [STATES.passcodeEmailed]: async () => {
      await ensureUser(TEACHER);
      const sent = await t.app.inject({ method: "POST", url: "/v1/me/send-email-passcode", payload: { email: TEACHER_EMAIL } });
      if (sent.statusCode !== 204) throw new Error(`state set-up: passcode e-mail failed with ${sent.statusCode}`);
      const [mail] = await t.mailer.list(1);
      const code = mail?.to === TEACHER_EMAIL ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      if (code === undefined) throw new Error("state set-up: no passcode found in the mail outbox");
      current.set({ passcode: code });
    },

    [STATES.accessTokenExpired]: async () => {
      await ensureUser(TEACHER);
      const { accessToken } = await loginAs(t.app, TEACHER_EMAIL);
      // Let the server's clock run past the token's lifetime (issue 2 §4: at most 15 minutes).
      t.clock.advance((ACCESS_TOKEN_SECONDS + 60) * 1000);
      current.set({ accessToken });
    },
  };
  return handlers;
}
