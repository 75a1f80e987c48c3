import type { VerifierOptions } from "@pact-foundation/pact";
import { loginAs } from "../../server/testing/auth-helpers";
import type { TestApp } from "../../server/testing/test-app";
import { ACCESS_TOKEN_SECONDS } from "../../server/auth/access-token";
import { seedDemoAccounts } from "../../server/seed/demo-accounts.seed";
import { UserRepository } from "../../server/accounts/user.repository";
import type { DemoAccount } from "../../src/fixtures/demo-accounts";
import { STATES, TEACHER, TEACHER_EMAIL, TWO_PROFILE_TEACHER, type StateName } from "../provider-states";
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
