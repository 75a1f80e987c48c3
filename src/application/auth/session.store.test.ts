import { describe, expect, it } from "vitest";
import { appError } from "../../ports/shared/app-error.port";
import { err, ok } from "../../ports/shared/result.port";
import { fakeAccessToken, sessionOnFakes } from "./auth-test-doubles";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoMe } from "../../fixtures/demo-accounts";

const setup = () => sessionOnFakes();

const credentials = { email: DEMO_ACCOUNTS.teacher.email, password: DEMO_PASSWORD };

describe("SessionStore", () => {
  it("starts logged out without tokens", () => {
    expect(setup().session.isLoggedIn).toBe(false);
  });

  it("follows the token store, so a refresh by the transport updates the claims", () => {
    const { tokens, session } = setup();
    tokens.setAccessToken(fakeAccessToken({ license: 8 }));
    expect(session.claims?.license).toBe(8);
    tokens.clear();
    expect(session.claims).toBeNull();
  });

  it("counts a kept session as logged in (its refresh token cookie renews the access token on the next call)", () => {
    const { tokens, session } = setup();
    tokens.setAccessToken("expired-and-unreadable");
    expect(session.claims).toBeNull();
    expect(session.isLoggedIn).toBe(true);
  });

  it("logs in and answers the destination", async () => {
    const { session } = setup();
    const destination = await session.login(credentials, { reseller: "member", next: null });
    expect(destination).toBe("/member/play");
    expect(session.isLoggedIn).toBe(true);
    expect(session.isLoggingIn).toBe(false);
  });

  it("keeps the error of a refused login for the page to show", async () => {
    const { auth, session } = setup();
    auth.loginAnswer = err(appError("rateLimited", {}, 429));
    expect(await session.login(credentials, { reseller: "member", next: null })).toBeNull();
    expect(session.loginError?.kind).toBe("rateLimited");
    session.clearLoginError();
    expect(session.loginError).toBeNull();
  });

  it("switches profile and answers where to go next", async () => {
    const { auth, session, tokens } = setup();
    tokens.setAccessToken(fakeAccessToken({}));
    auth.changeProfileAnswer = ok({ accessToken: fakeAccessToken({ license: 5 }) });
    const result = await session.changeProfile(32, { reseller: "member", next: "/member/collections" });
    expect(result).toEqual(ok("/member/collections"));
    expect(auth.calls).toEqual(["changeProfile:32"]);
    expect(session.claims?.license).toBe(5);
  });

  it("restores nothing and calls nothing without tokens", async () => {
    const { me, session } = setup();
    await session.restore();
    expect(me.calls).toBe(0);
    expect(session.me).toBeNull();
  });

  it("loads the user when a session is kept", async () => {
    const { me, session, tokens } = setup();
    tokens.setAccessToken(fakeAccessToken({}));
    me.answer = ok(demoMe(DEMO_ACCOUNTS.teacher));
    await session.restore();
    expect(session.me?.firstName).toBe(DEMO_ACCOUNTS.teacher.firstName);
  });
});
