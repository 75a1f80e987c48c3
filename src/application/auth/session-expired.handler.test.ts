import { describe, expect, it } from "vitest";
import { FakeNavigation, fakeAccessToken, sessionOnFakes } from "./auth-test-doubles";
import { SessionExpiredPolicy } from "./session-expired.handler";
import { UiStore } from "../shell/ui.store";

function setup(location: string, resellerSlug = "member") {
  const { tokens, session } = sessionOnFakes(fakeAccessToken({ resellerSlug }));
  const ui = new UiStore();
  const navigation = new FakeNavigation(location);
  return { tokens, session, ui, navigation, policy: new SessionExpiredPolicy(tokens, session, ui, navigation) };
}

describe("SessionExpiredPolicy (SPEC §4 failed refresh)", () => {
  it("removes both tokens, clears the store, refetches the menu and goes to login with the current path as next", () => {
    const { tokens, session, ui, navigation, policy } = setup("/member/collections?tab=mine");
    policy.onSessionExpired();
    expect(tokens.access).toBeNull();
    expect(tokens.hasSession()).toBe(false);
    expect(session.isLoggedIn).toBe(false);
    expect(ui.menuReloads).toBe(1);
    expect(navigation.visited).toEqual(["/member/login?next=%2Fmember%2Fcollections%3Ftab%3Dmine"]);
  });

  it("uses the reseller of the expired token for the login page", () => {
    const { navigation, policy } = setup("/root/play", "root");
    policy.onSessionExpired();
    expect(navigation.visited).toEqual(["/root/login?next=%2Froot%2Fplay"]);
  });

  it("stays on a login page instead of nesting next in next", () => {
    const { navigation, policy } = setup("/member/login?next=%2Fmember%2Fplay");
    policy.onSessionExpired();
    expect(navigation.visited).toEqual([]);
  });
});
