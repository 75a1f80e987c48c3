import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { SHARED_SHELL_DATA_CACHE } from "./shell.handlers";

describe("caching the shell data (issue 8, speed)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const cacheOf = async (url: string) => (await t.app.inject({ method: "GET", url })).headers["cache-control"];

  it("lets the data that is the same for every caller be kept a minute", async () => {
    for (const url of ["/v1/config/member", "/v1/config/member/sso", "/v1/cms/footer?reseller=member", "/v1/enums"]) {
      expect(await cacheOf(url), url).toBe(SHARED_SHELL_DATA_CACHE);
    }
  });

  it("keeps the menu (it depends on the token) and the alert strips (timed to the minute) uncached", async () => {
    expect(await cacheOf("/v1/cms/menu?reseller=member")).toBeUndefined();
    expect(await cacheOf("/v1/cms/alert-strips?reseller=member")).toBeUndefined();
  });
});
