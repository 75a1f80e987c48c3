/**
 * One suite for the auth ports (AuthGateway, MeGateway), run against every backend the web app can be
 * wired to (issue 7 §1): the in-memory backend (memory-auth-gateway.test.ts) and the REST adapter
 * against the real server (rest-auth-gateway.test.ts). "Swap the adapter" holds only while both give
 * the application the same answers, including the same error codes from the one catalogue; a port
 * that gains a call gains a test here, and both sides must pass it.
 *
 * The gateways are wired by the composition root as the app wires them; the suite does what the use
 * cases do around them (keeping the access token after a login). A backend is shared by the tests
 * of a file, as a server is, so every test reads only state that no other test changes.
 */
import { describe, expect, it } from "vitest";
import { ERROR_CODES, errorBody, type ErrorCode } from "../../src/domain/errors/error-codes";
import { DEMO_ACCOUNT_LIST, DEMO_ACCOUNTS, DEMO_PASSWORD, demoClaims, demoMe, type DemoAccount } from "../../src/fixtures/demo-accounts";
import { mapHttpError } from "../../src/adapters/rest/shared/http-error.mapper";
import type { AuthGateway } from "../../src/ports/auth/auth-gateway.port";
import type { Me, MeGateway } from "../../src/ports/auth/me-gateway.port";
import type { TokenStore } from "../../src/ports/auth/token-store.port";
import type { Result } from "../../src/ports/shared/result.port";

/** One web app (one browser, with its own cookies) on the backend under test. */
export interface AppUnderTest {
  readonly auth: AuthGateway;
  readonly me: MeGateway;
  readonly tokens: TokenStore;
  /** The login code the backend last e-mailed to this address (the outbox; the memory backend's record). */
  passcodeFor(email: string): Promise<string | undefined>;
}

export interface AuthBackend {
  /** A fresh web app on this backend. */
  openApp(): Promise<AppUnderTest>;
}

const { teacher, profiler, student, campaign } = DEMO_ACCOUNTS;

/** The part of an error the application acts on (the `message` is free text for developers). */
function failureOf(result: Result<unknown>) {
  if (result.ok) return { ok: true };
  const { kind, status, code, description } = result.error;
  return { kind, status, code, description };
}

/** What the REST adapter makes of the server's answer with this catalogue code. */
function expectedFailure(code: ErrorCode) {
  return failureOf({ ok: false, error: mapHttpError(ERROR_CODES[code].status, errorBody(code)) });
}

/** What the login use case does with a login's answer: keep the access token. */
async function logIn(app: AppUnderTest, account: DemoAccount): Promise<string> {
  const result = await app.auth.login({ email: account.email, password: DEMO_PASSWORD });
  if (!result.ok) throw new Error(`login of ${account.email} failed: ${result.error.code}`);
  app.tokens.setAccessToken(result.value.accessToken);
  return result.value.accessToken;
}

/** A profile as both backends must report it whatever another test did to it (active flags, last use). */
function profileNames(me: Me) {
  return me.profiles.map(({ id, name }) => ({ id, name }));
}

export function describeAuthGateways(name: string, backend: () => AuthBackend): void {
  const openApp = () => backend().openApp();

  describe(`${name}: login (POST /api-token-auth)`, () => {
    it("logs every demo account in with the demo password, with the fixture's claims in the access token", async () => {
      for (const account of DEMO_ACCOUNT_LIST) {
        const app = await openApp();
        await logIn(app, account);
        const { profiles: _profiles, ...claims } = demoClaims(account);
        expect(app.tokens.getAccessClaims(), account.email).toMatchObject(claims);
        expect(app.tokens.getAccessClaims()?.profiles.map(({ id, name: profile }) => ({ id, name: profile }))).toEqual(
          account.profiles.map(({ id, name: profile }) => ({ id, name: profile })),
        );
      }
    });

    it("finds the account whatever the letter case of the e-mail", async () => {
      const app = await openApp();
      const result = await app.auth.login({ email: student.email.toUpperCase(), password: DEMO_PASSWORD });
      expect(result.ok).toBe(true);
    });

    it("answers a wrong password and an unknown e-mail alike, with AUTH.INVALID_CREDENTIALS", async () => {
      const app = await openApp();
      const wrongPassword = await app.auth.login({ email: campaign.email, password: "Fel-lösenord-1" });
      const unknownEmail = await app.auth.login({ email: "ingen@skolmedia.test", password: DEMO_PASSWORD });
      expect(failureOf(wrongPassword)).toEqual(expectedFailure("AUTH.INVALID_CREDENTIALS"));
      expect(failureOf(unknownEmail)).toEqual(expectedFailure("AUTH.INVALID_CREDENTIALS"));
    });

    it("refuses what the contract refuses before looking anything up, with REQUEST.VALIDATION", async () => {
      const app = await openApp();
      for (const credentials of [
        { email: "elev@räksmörgås.se", password: DEMO_PASSWORD },
        { email: "larare", password: DEMO_PASSWORD },
        { email: teacher.email, password: "" },
        { email: teacher.email, code: "12345" },
      ]) {
        expect(failureOf(await app.auth.login(credentials)), JSON.stringify(credentials)).toEqual(expectedFailure("REQUEST.VALIDATION"));
      }
    });
  });

  describe(`${name}: the signed-in user (GET /v1/me)`, () => {
    it("answers the account as the fixture (and so the seed) has it", async () => {
      const app = await openApp();
      await logIn(app, teacher);
      expect(await app.me.getMe()).toEqual({ ok: true, value: demoMe(teacher) });
    });

    it("answers every demo account with its own fields", async () => {
      for (const account of DEMO_ACCOUNT_LIST) {
        const app = await openApp();
        await logIn(app, account);
        const me = await app.me.getMe();
        if (!me.ok) throw new Error(`GET /v1/me of ${account.email} failed: ${me.error.code}`);
        const expected = demoMe(account);
        expect({ ...me.value, profiles: profileNames(me.value) }, account.email).toEqual({ ...expected, profiles: profileNames(expected) });
      }
    });

    it("is refused without a login, with AUTH.UNAUTHENTICATED", async () => {
      const app = await openApp();
      expect(failureOf(await app.me.getMe())).toEqual(expectedFailure("AUTH.UNAUTHENTICATED"));
    });
  });

  describe(`${name}: the session (refresh, logout)`, () => {
    it("renews the access token for the same user while the session lasts", async () => {
      const app = await openApp();
      await logIn(app, student);
      const renewed = await app.auth.refresh();
      if (!renewed.ok) throw new Error(`refresh failed: ${renewed.error.code}`);
      app.tokens.setAccessToken(renewed.value.accessToken);
      expect(app.tokens.getAccessClaims()?.sub).toBe(String(student.id));
      expect((await app.auth.refresh()).ok).toBe(true);
    });

    it("refuses a refresh without a session, with AUTH.TOKEN_INVALID", async () => {
      const app = await openApp();
      expect(failureOf(await app.auth.refresh())).toEqual(expectedFailure("AUTH.TOKEN_INVALID"));
    });

    it("ends the session on logout: a refresh is refused afterwards, and logging out again still succeeds", async () => {
      const app = await openApp();
      await logIn(app, student);
      expect(await app.auth.logout()).toEqual({ ok: true, value: undefined });
      expect(failureOf(await app.auth.refresh())).toEqual(expectedFailure("AUTH.TOKEN_INVALID"));
      expect(await app.auth.logout()).toEqual({ ok: true, value: undefined });
    });

    it("keeps one browser's session apart from another's", async () => {
      const first = await openApp();
      const second = await openApp();
      await logIn(first, student);
      await logIn(second, student);
      await first.auth.logout();
      expect((await second.auth.refresh()).ok).toBe(true);
    });
  });

  describe(`${name}: verify (POST /api-token-verify)`, () => {
    it("answers the claims of a valid access token", async () => {
      const app = await openApp();
      const accessToken = await logIn(app, teacher);
      const verified = await app.auth.verify(accessToken);
      expect(verified.ok && verified.value).toMatchObject({ sub: String(teacher.id), role: teacher.role, license: teacher.license });
    });

    it("refuses anything else, with AUTH.TOKEN_INVALID", async () => {
      const app = await openApp();
      for (const token of ["garbage", "a.b.c"]) {
        expect(failureOf(await app.auth.verify(token)), token).toEqual(expectedFailure("AUTH.TOKEN_INVALID"));
      }
    });
  });

  describe(`${name}: the e-mail login code (POST /v1/me/send-email-passcode)`, () => {
    it("answers alike for a known and an unknown address (accounts cannot be enumerated)", async () => {
      const app = await openApp();
      expect(await app.auth.sendEmailPasscode(campaign.email)).toEqual({ ok: true, value: undefined });
      expect(await app.auth.sendEmailPasscode("ingen@skolmedia.test")).toEqual({ ok: true, value: undefined });
      expect(await app.passcodeFor("ingen@skolmedia.test")).toBeUndefined();
    });

    it("logs in with the e-mailed code once; a wrong code is AUTH.INVALID_CREDENTIALS", async () => {
      const app = await openApp();
      expect((await app.auth.sendEmailPasscode(profiler.email)).ok).toBe(true);
      const code = await app.passcodeFor(profiler.email);
      if (code === undefined) throw new Error("no login code was sent");
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      expect(failureOf(await app.auth.login({ email: profiler.email, code: wrong }))).toEqual(expectedFailure("AUTH.INVALID_CREDENTIALS"));
      const first = await app.auth.login({ email: profiler.email, code });
      expect(first.ok).toBe(true);
      expect(failureOf(await app.auth.login({ email: profiler.email, code }))).toEqual(expectedFailure("AUTH.INVALID_CREDENTIALS"));
    });

    it("refuses an address the contract refuses, with REQUEST.VALIDATION", async () => {
      const app = await openApp();
      expect(failureOf(await app.auth.sendEmailPasscode("elev@räksmörgås.se"))).toEqual(expectedFailure("REQUEST.VALIDATION"));
    });
  });

  describe(`${name}: profiles (POST /v1/me/change-profile/{id})`, () => {
    it("answers an access token whose claims mark only the chosen profile active", async () => {
      const app = await openApp();
      await logIn(app, profiler);
      for (const chosen of profiler.profiles) {
        const changed = await app.auth.changeProfile(chosen.id);
        if (!changed.ok) throw new Error(`change profile failed: ${changed.error.code}`);
        app.tokens.setAccessToken(changed.value.accessToken);
        const active = app.tokens.getAccessClaims()?.profiles.filter((profile) => profile.isActive);
        expect(active?.map((profile) => profile.id)).toEqual([chosen.id]);
        expect(active?.[0]?.lastUsed).toEqual(expect.any(String));
      }
    });

    it("refuses another user's profile, with RESOURCE.NOT_FOUND", async () => {
      const app = await openApp();
      await logIn(app, profiler);
      expect(failureOf(await app.auth.changeProfile(teacher.profiles[0].id))).toEqual(expectedFailure("RESOURCE.NOT_FOUND"));
    });

    it("is refused without a login, with AUTH.UNAUTHENTICATED", async () => {
      const app = await openApp();
      expect(failureOf(await app.auth.changeProfile(profiler.profiles[0].id))).toEqual(expectedFailure("AUTH.UNAUTHENTICATED"));
    });

    it("is refused once the session has ended, with AUTH.UNAUTHENTICATED", async () => {
      const app = await openApp();
      await logIn(app, profiler);
      await app.auth.logout();
      expect(failureOf(await app.auth.changeProfile(profiler.profiles[0].id))).toEqual(expectedFailure("AUTH.UNAUTHENTICATED"));
    });
  });
}
