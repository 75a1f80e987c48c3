import { describe, expect, it } from "vitest";
import { fakeAccessToken, sessionOnFakes } from "../auth/auth-test-doubles";
import { FakeShellGateway } from "./shell-test-doubles";
import { ShellStore } from "./shell.store";
import { UiStore } from "./ui.store";

function setup(accessToken?: string) {
  const { tokens, session } = sessionOnFakes(accessToken);
  const ui = new UiStore();
  const gateway = new FakeShellGateway(tokens);
  const shell = new ShellStore(gateway, session, ui);
  return { tokens, session, ui, gateway, shell };
}

const PAGE = { cachedRoute: false } as const;
const HOME = { cachedRoute: true } as const;

describe("ShellStore.load (SPEC §3 shell data, §7 fetched per reseller)", () => {
  it("fetches the reseller's config, menu, footer and SSO configuration and keeps them", async () => {
    const { shell, gateway } = setup();
    await shell.load("sli", PAGE);
    expect([...gateway.calls].sort()).toEqual(["config:sli", "footer:sli", "menu:sli", "sso:sli"]);
    expect(shell.config?.resellerSlug).toBe("sli");
    expect(shell.menu?.logotype.href).toBe("/sli/play");
    expect(shell.footer?.links).toHaveLength(1);
    expect(shell.sso?.resellerSlug).toBe("sli");
  });

  it("fetches nothing but the config on the cached home route / (SPEC §2)", async () => {
    const { shell, gateway } = setup();
    await shell.load("member", HOME);
    expect(gateway.calls).toEqual(["config:member"]);
    expect(shell.menu).toBeNull();
    expect(shell.footer).toBeNull();
    expect(shell.sso).toBeNull();
  });

  it("fetches what the cached route left out once the user goes on to another page", async () => {
    const { shell, gateway } = setup();
    await shell.load("member", HOME);
    await shell.load("member", PAGE);
    expect([...gateway.calls].sort()).toEqual(["config:member", "footer:member", "menu:member", "sso:member"]);
  });

  it("fetches each resource once per reseller, however many routes follow", async () => {
    const { shell, gateway } = setup();
    for (let i = 0; i < 3; i += 1) await shell.load("member", PAGE);
    await shell.load("member", HOME);
    expect(gateway.calls).toHaveLength(4);
  });

  it("fetches everything again for another reseller and takes its brand (SPEC §1)", async () => {
    const { shell, gateway } = setup();
    await shell.load("member", PAGE);
    expect(shell.brand).toBe("default");
    await shell.load("kulturskolan-nord", PAGE);
    expect(gateway.calls.filter((call) => call.endsWith(":kulturskolan-nord"))).toHaveLength(4);
    expect(shell.brand).toBe("film-library");
    expect(shell.menu?.logotype.href).toBe("/kulturskolan-nord/play");
  });

  it("has no brand before the config has loaded", () => {
    expect(setup().shell.brand).toBeNull();
  });

  it("keeps the last answer of the latest reseller when an older answer arrives late", async () => {
    const { shell, gateway } = setup();
    gateway.hold();
    const first = shell.load("sli", PAGE);
    const second = shell.load("member", PAGE);
    // member's four answers first, then sli's four: the late sli answers must not win.
    gateway.release([4, 5, 6, 7, 0, 1, 2, 3]);
    await Promise.all([first, second]);
    expect(shell.config?.resellerSlug).toBe("member");
    expect(shell.menu?.logotype.href).toBe("/member/play");
    expect(shell.sso?.resellerSlug).toBe("member");
  });
});

describe("ShellStore when a call fails (SPEC §8: no message for the data-loading calls)", () => {
  it("keeps what it had, shows nothing, and tries again on the next route", async () => {
    const { shell, gateway } = setup();
    await shell.load("member", PAGE);
    const menu = shell.menu;
    gateway.failing = true;
    await shell.load("sli", PAGE);
    expect(shell.menu).toBe(menu);
    expect(shell.config?.resellerSlug).toBe("member");
    gateway.failing = false;
    await shell.load("sli", PAGE);
    expect(shell.menu?.logotype.href).toBe("/sli/play");
    expect(gateway.calls.filter((call) => call === "menu:sli")).toHaveLength(2);
  });

  it("does not throw when the gateway itself throws", async () => {
    const { shell, gateway } = setup();
    gateway.menu = async () => {
      throw new TypeError("offline");
    };
    await expect(shell.load("member", PAGE)).resolves.toBeUndefined();
    expect(shell.menu).toBeNull();
    expect(shell.footer).not.toBeNull();
  });
});

describe("ShellStore reloads", () => {
  it("refetches the menu on UiStore.reloadMenu (SPEC §4: after logout and a failed refresh)", async () => {
    const { shell, gateway, ui } = setup();
    await shell.load("member", PAGE);
    ui.reloadMenu();
    await shell.idle();
    expect(gateway.calls.filter((call) => call === "menu:member")).toHaveLength(2);
    expect(gateway.calls.filter((call) => call === "footer:member")).toHaveLength(1);
  });

  it("refetches the footer when the layout reset asks for it (SPEC §4 logout)", async () => {
    const { shell, gateway, ui } = setup();
    await shell.load("member", PAGE);
    ui.resetLayout();
    await shell.idle();
    expect(gateway.calls.filter((call) => call === "footer:member")).toHaveLength(2);
  });

  it("refetches the menu when someone logs in, bringing the account dropdown", async () => {
    const { shell, gateway, tokens } = setup();
    await shell.load("member", PAGE);
    expect(shell.menu?.accountDropdown).toBeNull();
    tokens.setAccessToken(fakeAccessToken({}));
    await shell.idle();
    expect(gateway.calls.filter((call) => call === "menu:member")).toHaveLength(2);
    expect(shell.menu?.accountDropdown?.user.name).toBe("Lena Lärare");
  });

  it("refetches the menu when the session ends, leaving the visitor's menu", async () => {
    const { shell, tokens } = setup(fakeAccessToken({}));
    await shell.load("member", PAGE);
    expect(shell.menu?.accountDropdown).not.toBeNull();
    tokens.clear();
    await shell.idle();
    expect(shell.menu?.accountDropdown).toBeNull();
  });

  it("fetches nothing when a token refresh only renews the same user's claims", async () => {
    const { shell, gateway, tokens } = setup(fakeAccessToken({ exp: 4_000_000_000 }));
    await shell.load("member", PAGE);
    tokens.setAccessToken(fakeAccessToken({ exp: 4_000_000_900 }));
    await shell.idle();
    expect(gateway.calls.filter((call) => call.startsWith("menu:"))).toHaveLength(1);
  });

  it("refetches when the active profile changes (the menu depends on it)", async () => {
    const profiles = [
      { id: 1, name: "A", isActive: true, lastUsed: null },
      { id: 2, name: "B", isActive: false, lastUsed: null },
    ];
    const { shell, gateway, tokens } = setup(fakeAccessToken({ profiles }));
    await shell.load("member", PAGE);
    tokens.setAccessToken(fakeAccessToken({ profiles: profiles.map((p) => ({ ...p, isActive: !p.isActive })) }));
    await shell.idle();
    expect(gateway.calls.filter((call) => call.startsWith("menu:"))).toHaveLength(2);
  });

  it("on the cached route, holds a reload back until the next page", async () => {
    const { shell, gateway, ui } = setup();
    await shell.load("member", PAGE);
    await shell.load("member", HOME);
    ui.reloadMenu();
    await shell.idle();
    expect(gateway.calls.filter((call) => call === "menu:member")).toHaveLength(1);
    await shell.load("member", PAGE);
    expect(gateway.calls.filter((call) => call === "menu:member")).toHaveLength(2);
  });

  it("does nothing on a reload before the shell has loaded anything", async () => {
    const { shell, gateway, ui } = setup();
    ui.reloadMenu();
    await shell.idle();
    expect(gateway.calls).toEqual([]);
  });
});
