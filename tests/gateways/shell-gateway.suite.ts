/**
 * One suite for the ShellGateway (menu, footer, reseller and SSO config), run against the in-memory
 * backend (memory-shell-gateway.test.ts) and the REST adapter on the real server
 * (rest-shell-gateway.test.ts): the in-memory backend must answer what the seeded server answers.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "../../src/fixtures/demo-accounts";
import { DEMO_FOOTER_LINKS, DEMO_MENU_LINKS, DEMO_SSO_OPTIONS, demoMenuLinkTarget, type DemoMenuLink } from "../../src/fixtures/demo-shell";
import type { AuthGateway } from "../../src/ports/auth/auth-gateway.port";
import type { TokenStore } from "../../src/ports/auth/token-store.port";
import type { MenuData, MenuLink, ShellGateway } from "../../src/ports/shell/shell-gateway.port";
import type { Result } from "../../src/ports/shared/result.port";

export interface ShellAppUnderTest {
  readonly shell: ShellGateway;
  readonly auth: AuthGateway;
  readonly tokens: TokenStore;
}

export interface ShellBackend {
  openApp(): Promise<ShellAppUnderTest>;
}

function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected an answer, got ${result.error.code}`);
  return result.value;
}

/** The menu links without their ids (a database numbers its rows as it likes). */
function withoutIds(links: readonly MenuLink[]): unknown[] {
  return links.map(({ id: _id, children, ...rest }) => ({ ...rest, children: withoutIds(children) }));
}

function expectedLink(reseller: string, link: DemoMenuLink): unknown {
  const children = link.kind === "DROPDOWN" ? link.children.map((child) => expectedLink(reseller, child)) : [];
  return { title: link.title, kind: link.kind, ...demoMenuLinkTarget(reseller, link), children };
}

async function signedIn(app: ShellAppUnderTest, account: DemoAccount): Promise<void> {
  const result = await app.auth.login({ email: account.email, password: DEMO_PASSWORD });
  app.tokens.setAccessToken(valueOf(result).accessToken);
}

export function describeShellGateways(name: string, backend: () => ShellBackend): void {
  describe(`the shell gateway on ${name}`, () => {
    const open = () => backend().openApp();

    it("answers a visitor the reseller's menu without an account dropdown, shortcuts or cart (SPEC §3, §6)", async () => {
      const app = await open();
      const menu = valueOf(await app.shell.menu("sli"));
      expect(menu.accountDropdown).toBeNull();
      expect(menu.appShortcuts).toEqual([]);
      expect(menu.displayCart).toBe(false);
      expect(menu.logotype).toEqual({ defaultImageUrl: "/favicon.svg", transparentImageUrl: null, href: "/sli/play" });
      expect(menu.links.map((link) => [link.title, link.kind])).toEqual(DEMO_MENU_LINKS.map((link) => [link.title, link.kind]));
      const dropdown = menu.links.find((link) => link.kind === "DROPDOWN");
      expect(dropdown?.children.find((link) => link.kind === "SEARCH_FILTER")?.url).toMatch(/^\/sli\/play\/search\?/);
    });

    it("answers the demo menu link for link, children in their dropdown (ids aside)", async () => {
      const app = await open();
      const menu = valueOf(await app.shell.menu("member"));
      expect(withoutIds(menu.links)).toEqual(DEMO_MENU_LINKS.map((link) => expectedLink("member", link)));
    });

    it("answers member's data for an unknown or badly formed reseller (SPEC §1)", async () => {
      const app = await open();
      for (const reseller of ["no-such-reseller", "Not A Slug!", ""]) {
        expect(valueOf(await app.shell.resellerConfig(reseller || "x")).resellerSlug).toBe("member");
        expect(valueOf(await app.shell.menu(reseller)).logotype.href).toBe("/member/play");
        expect(valueOf(await app.shell.footer(reseller)).logotype.href).toBe("/member/pages/om-oss");
        expect(valueOf(await app.shell.ssoConfig(reseller || "x")).resellerSlug).toBe("member");
      }
    });

    it("gives a signed-in teacher the dropdown with name, school and typed links, the collections shortcut and the cart", async () => {
      const app = await open();
      await signedIn(app, DEMO_ACCOUNTS.teacher);
      const menu: MenuData = valueOf(await app.shell.menu("member"));
      expect(menu.accountDropdown).toEqual({
        user: { name: "Lena Lärare", school: "Norra Real" },
        links: [
          { type: "SETTINGS", title: "Inställningar", href: "/member/settings" },
          { type: "STUDENT_ADMIN", title: "Elevadministration", href: "/member/administrate-students" },
          { type: "divider", title: null, href: null },
          { type: "LOGOUT", title: "Logga ut", href: "/member/logout" },
        ],
        pendingStudentsCount: 0,
      });
      expect(menu.appShortcuts).toEqual([{ title: "Mina samlingar", url: "/member/collections" }]);
      expect(menu.displayCart).toBe(true);
    });

    it("gives a student the favourites shortcut and no cart without a Boka licence", async () => {
      const app = await open();
      await signedIn(app, DEMO_ACCOUNTS.student);
      const menu = valueOf(await app.shell.menu("member"));
      expect(menu.appShortcuts).toEqual([{ title: "Mina favoriter", url: "/member/collections/my-favorites" }]);
      expect(menu.displayCart).toBe(false);
      expect(menu.accountDropdown?.links.map((link) => link.type)).toEqual(["SETTINGS", "divider", "LOGOUT"]);
    });

    it("answers the footer's page links and the logotype to the about page", async () => {
      const app = await open();
      expect(valueOf(await app.shell.footer("kulturskolan-nord"))).toEqual({
        links: DEMO_FOOTER_LINKS.map((link) => ({ kind: "PAGE_LINK", ...link })),
        logotype: { defaultImageUrl: "/favicon.svg", transparentImageUrl: null, href: "/kulturskolan-nord/pages/om-oss" },
      });
    });

    it("answers each reseller's config: brand, consent context, tracker ids and the login buttons rule", async () => {
      const app = await open();
      expect(valueOf(await app.shell.resellerConfig("kulturskolan-nord"))).toEqual({
        resellerSlug: "kulturskolan-nord",
        name: "Kulturskolan Nord Filmbibliotek",
        brand: "film-library",
        contextType: "customer_reseller",
        googleAnalyticsId: "G-KSN4Q7DEMO",
        metaPixelId: "381204557721903",
        showLoginButtons: false,
      });
      expect(valueOf(await app.shell.resellerConfig("root"))).toMatchObject({ contextType: "member", showLoginButtons: true });
      expect(valueOf(await app.shell.resellerConfig("sli"))).toMatchObject({ brand: "education-streaming", contextType: "sli" });
    });

    it("answers the SSO options", async () => {
      const app = await open();
      expect(valueOf(await app.shell.ssoConfig("member"))).toEqual({
        resellerSlug: "member",
        ssoOptions: DEMO_SSO_OPTIONS.map((option) => ({ ...option, iconUrl: null })),
      });
    });
  });
}
