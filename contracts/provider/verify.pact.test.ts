import { readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Verifier } from "@pact-foundation/pact";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../server/testing/test-app";
import { PROVIDER } from "../provider-states";
import { CurrentProviderValues } from "./provider-values";
import { createRequestFilter } from "./request-filter";
import { createStateHandlers } from "./state-handlers";

const PACT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../pacts");

// ARCHITECTURE §4.10: the pacts written by the consumer tests, replayed against the real server
// (buildApp on in-memory PGlite, or a fresh database on DATABASE_URL) over real HTTP.
describe("the reference server honours the web app's pacts (Pact provider)", () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  it("verifies every interaction of every pact file", async () => {
    const pactUrls = readdirSync(PACT_DIR)
      .filter((file) => file.endsWith(".json"))
      .map((file) => path.join(PACT_DIR, file));
    // No pact files means the consumer run did not happen: that must not pass silently.
    expect(pactUrls.length).toBeGreaterThan(0);

    const current = new CurrentProviderValues();
    const verifier = new Verifier({
      provider: PROVIDER,
      providerBaseUrl: baseUrl,
      pactUrls,
      providerVersion: process.env.GIT_COMMIT ?? "local",
      publishVerificationResult: false,
      logLevel: "warn",
      beforeEach: async () => current.clear(),
      stateHandlers: createStateHandlers(t, current),
      requestFilter: createRequestFilter(current),
    });
    await expect(verifier.verifyProvider()).resolves.toBeDefined();
  });
});
