// @vitest-environment jsdom
import { createMemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { RootStore } from "../../application/root.store";
import { createAppContainer } from "../composition-root";
import { createI18n } from "../i18n/i18n";
import { createAppRoutes } from "./app-routes";
import { prepareFirstPage } from "./first-page";

async function appAt(path: string) {
  const container = await createAppContainer({ apiBaseUrl: "", backend: "memory", brand: "default" }, { platform: "memory" });
  const root = container.get(RootStore);
  const router = createMemoryRouter(createAppRoutes(createI18n("sv")), { initialEntries: [path] });
  return { root, router };
}

describe("prepareFirstPage: the first paint shows the page whole (issue 8: LCP, CLS)", () => {
  it("has the app start page's code and data, the reseller config and the alert strips before the first paint", async () => {
    const { root, router } = await appAt("/member/play");
    await prepareFirstPage({ router, root, restoring: root.session.restore() });
    expect(router.state.initialized).toBe(true);
    expect(root.cms.appPages.entry({ app: "play", reseller: "member", viewer: "visitor" }).outcome?.kind).toBe("ok");
    expect(root.shell.config?.resellerSlug).toBe("member");
    expect(root.alerts.strips.length).toBeGreaterThan(0);
  });

  it("has a CMS page's data, for the page's reseller", async () => {
    const { root, router } = await appAt("/sli/pages/alla-block");
    await prepareFirstPage({ router, root, restoring: root.session.restore() });
    expect(root.cms.pages.entry({ slug: "alla-block", reseller: "sli", viewer: "visitor" }).outcome).not.toBeNull();
  });

  it("asks for no page data on the cached home route's shell calls beyond the config (SPEC §2)", async () => {
    const { root, router } = await appAt("/");
    await prepareFirstPage({ router, root, restoring: root.session.restore() });
    expect(root.cms.appPages.entry({ app: "play", reseller: "member", viewer: "visitor" }).outcome?.kind).toBe("ok");
    expect(root.shell.menu).toBeNull();
    expect(root.alerts.strips).toEqual([]);
  });

  it("paints anyway after the longest wait: a session restore that never ends does not hold the app back", async () => {
    const { root, router } = await appAt("/member/play");
    const started = Date.now();
    await prepareFirstPage({ router, root, restoring: new Promise(() => undefined), maxWaitMs: 50 });
    expect(Date.now() - started).toBeLessThan(2000);
    // Who reads is not known yet: the page asks for its data itself, once it is.
    expect(root.cms.appPages.entry({ app: "play", reseller: "member", viewer: "visitor" }).outcome).toBeNull();
  });
});
