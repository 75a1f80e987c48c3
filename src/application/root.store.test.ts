import { describe, expect, it } from "vitest";
import { FakeNavigation, ManualClock, fakeAccessToken, sessionOnFakes } from "./auth/auth-test-doubles";
import { MENU_REFETCH_DELAY_MS, RootStore } from "./root.store";
import { UiStore } from "./shell/ui.store";
import { noticesOnFakes } from "./shell/notices-test-doubles";

function setup() {
  const { auth, tokens, session } = sessionOnFakes(fakeAccessToken({}));
  const ui = new UiStore();
  const clock = new ManualClock();
  const navigation = new FakeNavigation("/member/logout?next=%2Fmember%2Fplay");
  const notices = noticesOnFakes(clock, ui);
  const root = new RootStore(session, ui, clock, navigation, notices.alerts, notices.toasts, notices.network, notices.pageErrors);
  return { auth, tokens, session, ui, clock, navigation, notices, root };
}

describe("RootStore.logout (SPEC §4 Logout)", () => {
  it("revokes, clears tokens and store state, and goes to the login page with next", async () => {
    const { auth, tokens, root, navigation } = setup();
    await root.logout({ reseller: "member", next: "/member/play" });
    expect(auth.calls).toEqual(["logout"]);
    expect(tokens.hasSession()).toBe(false);
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.session.claims).toBeNull();
    expect(navigation.visited).toEqual(["/member/login?next=%2Fmember%2Fplay"]);
  });

  it("refetches the menu 50 ms later, not before", async () => {
    const { root, clock } = setup();
    await root.logout({ reseller: "member" });
    clock.advance(MENU_REFETCH_DELAY_MS - 1);
    expect(root.ui.menuReloads).toBe(0);
    clock.advance(1);
    expect(root.ui.menuReloads).toBe(1);
  });

  it("resets the layout and reloads footer and alert strips", async () => {
    const { root } = setup();
    root.ui.setFullscreen(true);
    root.ui.setMobileMenuOpen(true);
    root.ui.previewTitle = "Film";
    await root.logout({ reseller: "member" });
    expect(root.ui.isFullscreen).toBe(false);
    expect(root.ui.isMobileMenuOpen).toBe(false);
    expect(root.ui.previewTitle).toBeNull();
    expect(root.ui.footerReloads).toBe(1);
    expect(root.ui.alertReloads).toBe(1);
  });

  it("goes elsewhere when told to", async () => {
    const { root, navigation } = setup();
    await root.logout({ reseller: "member", redirectTo: "/" });
    expect(navigation.visited).toEqual(["/"]);
  });

  it("ignores an unsafe next (another site)", async () => {
    const { root, navigation } = setup();
    await root.logout({ reseller: "member", next: "//evil.example" });
    expect(navigation.visited).toEqual(["/member/login"]);
  });

  it("still logs out locally when the server cannot be reached", async () => {
    const { auth, root, tokens } = setup();
    auth.logoutAnswer = async () => {
      throw new TypeError("offline");
    };
    await root.logout({ reseller: "member" });
    expect(tokens.access).toBeNull();
  });
});
