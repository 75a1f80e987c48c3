import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { AccessTokenClaims, Role } from "../auth/access-token-claims";
import { ROLES } from "../auth/access-token-claims";
import { teacherClaims as claims } from "../auth/access-token-claims.test-helper";
import { guardRoute, type RouteAccess, type RouteGuardInput, type RouteGuardSession } from "./route-guard";

const visitor: RouteGuardSession = { claims: null, loggedIn: false, restoring: false, loggingIn: false };
const signedIn = (over: Partial<AccessTokenClaims> = {}): RouteGuardSession => ({
  claims: claims(over),
  loggedIn: true,
  restoring: false,
  loggingIn: false,
});

const PUBLIC: RouteAccess = { kind: "public" };
const GUEST: RouteAccess = { kind: "guest" };
const LOGIN: RouteAccess = { kind: "login" };
const role = (...roles: Role[]): RouteAccess => ({ kind: "role", roles });

const browser = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130";
const guard = (input: Partial<RouteGuardInput> & Pick<RouteGuardInput, "access" | "session">) =>
  guardRoute({ location: "/member/play", reseller: "member", userAgent: browser, ...input });

describe("guardRoute: login and role (SPEC §4, §6)", () => {
  it("shows a public page to everyone", () => {
    expect(guard({ access: PUBLIC, session: visitor })).toEqual({ kind: "show" });
    expect(guard({ access: PUBLIC, session: signedIn() })).toEqual({ kind: "show" });
  });

  it("sends a visitor of a login page to login, with the page as next", () => {
    expect(guard({ access: LOGIN, session: visitor, location: "/profiles?next=%2Fmember%2Fboka" })).toEqual({
      kind: "redirect",
      to: "/member/login?next=%2Fprofiles%3Fnext%3D%252Fmember%252Fboka",
    });
  });

  it("uses the plain /login for resellers other than member and root (SPEC §2)", () => {
    expect(guard({ access: LOGIN, session: visitor, location: "/sli/settings", reseller: "sli" })).toEqual({
      kind: "redirect",
      to: "/login?next=%2Fsli%2Fsettings",
    });
  });

  it("waits while the session is being restored, instead of sending a returning user to login", () => {
    const restoring = { ...visitor, restoring: true };
    expect(guard({ access: LOGIN, session: restoring })).toEqual({ kind: "wait" });
    expect(guard({ access: role("ADMIN"), session: restoring })).toEqual({ kind: "wait" });
  });

  it("counts a kept refresh token as a login (the claims follow on the next call)", () => {
    expect(guard({ access: LOGIN, session: { ...visitor, loggedIn: true } })).toEqual({ kind: "show" });
  });

  it("shows a role page to a holder of the role and denies everyone else who is logged in", () => {
    expect(guard({ access: role("ADMIN"), session: signedIn({ role: "ADMIN" }) })).toEqual({ kind: "show" });
    expect(guard({ access: role("ADMIN"), session: signedIn({ role: "TEACHER" }) })).toEqual({ kind: "denied" });
    expect(guard({ access: role("TEACHER"), session: signedIn({ role: "ADMIN" }) })).toEqual({ kind: "show" });
    expect(guard({ access: role("TEACHER"), session: signedIn({ role: "STUDENT" }) })).toEqual({ kind: "denied" });
  });

  it("sends a visitor of a role page to login rather than denying them", () => {
    expect(guard({ access: role("ADMIN"), session: visitor, location: "/member/admin/alerts" })).toEqual({
      kind: "redirect",
      to: "/member/login?next=%2Fmember%2Fadmin%2Falerts",
    });
  });

  it("never shows a role page to someone without one of its roles", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.subarray([...ROLES], { minLength: 1 }), (held, required) => {
        const decision = guard({ access: { kind: "role", roles: required }, session: signedIn({ role: held }) });
        const allowed = required.includes(held) || (held === "ADMIN" && required.includes("TEACHER"));
        expect(decision.kind).toBe(allowed ? "show" : "denied");
      }),
    );
  });
});

describe("guardRoute: guest pages (SPEC §4 'Login')", () => {
  it("shows the login page to a visitor", () => {
    expect(guard({ access: GUEST, session: visitor, location: "/member/login" })).toEqual({ kind: "show" });
  });

  it("sends a logged-in user on to next, /profiles or the activation page", () => {
    expect(guard({ access: GUEST, session: signedIn(), location: "/member/login?next=%2Fmember%2Fboka" })).toEqual({
      kind: "redirect",
      to: "/member/boka",
    });
    expect(guard({ access: GUEST, session: signedIn({ isActive: false }), location: "/member/login" })).toEqual({
      kind: "redirect",
      to: "/member/activate-account",
    });
  });

  it("keeps the form while a login is in flight", () => {
    expect(guard({ access: GUEST, session: { ...signedIn(), loggingIn: true }, location: "/member/login" })).toEqual({ kind: "show" });
  });

  it("goes straight to the token's reseller, not by way of another login page", () => {
    expect(guard({ access: GUEST, session: signedIn({ resellerSlug: "sli" }), location: "/member/login" })).toEqual({
      kind: "redirect",
      to: "/sli/play",
    });
  });
});

describe("guardRoute: reseller rules (SPEC §2 'Routing behaviour')", () => {
  it("moves a logged-in user to the same path under the token's reseller", () => {
    expect(guard({ access: PUBLIC, session: signedIn({ resellerSlug: "sli" }), location: "/member/play?x=1" })).toEqual({
      kind: "redirect",
      to: "/sli/play?x=1",
    });
  });

  it("sends a logged-in user from / and /play to /{reseller}/play", () => {
    expect(guard({ access: PUBLIC, session: signedIn(), location: "/" })).toEqual({ kind: "redirect", to: "/member/play" });
    expect(guard({ access: PUBLIC, session: signedIn({ resellerSlug: "sli" }), location: "/play" })).toEqual({
      kind: "redirect",
      to: "/sli/play",
    });
  });

  it("lets bots and visitors through untouched", () => {
    const bot = "Mozilla/5.0 (compatible; Googlebot/2.1)";
    expect(guard({ access: PUBLIC, session: signedIn({ resellerSlug: "sli" }), location: "/member/play", userAgent: bot })).toEqual({
      kind: "show",
    });
    expect(guard({ access: PUBLIC, session: visitor, location: "/" })).toEqual({ kind: "show" });
  });

  it("leaves the reseller-free pages (profiles) and the user's own reseller alone", () => {
    expect(guard({ access: LOGIN, session: signedIn({ resellerSlug: "sli" }), location: "/profiles" })).toEqual({ kind: "show" });
    expect(guard({ access: LOGIN, session: signedIn(), location: "/member/settings" })).toEqual({ kind: "show" });
  });
});
