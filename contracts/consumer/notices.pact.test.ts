import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../src/adapters/rest/shared/api-client";
import { RestAlertStripsAdapter } from "../../src/adapters/rest/shell/rest-alert-strips.adapter";
import { RestNetworkProbe } from "../../src/adapters/rest/shell/rest-network-probe.adapter";
import { RestPageErrorAdapter } from "../../src/adapters/rest/shell/rest-page-error.adapter";
import { NETWORK_POLL_TIMEOUT_MS } from "../../src/domain/notices/network-status";
import { ALERT_STRIP_EXAMPLE, STATES } from "../provider-states";
import { JSON_HEADERS, JSON_RESPONSE_HEADERS } from "./examples";
import { createPact } from "./rest-harness";

const { eachLike, integer, like, regex, datetime } = MatchersV3;

const ISO_INSTANT = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

/** The shell's notices through the REAL REST adapters (the public openapi-fetch client of rest.module.ts). */
function publicClient(baseUrl: string) {
  return createApiClient({ baseUrl });
}

describe("the shell's notices (Pact consumer)", () => {
  const pact = createPact();

  it("lists the reseller's alert strips without a token (SPEC §3, §7)", async () => {
    pact.addInteraction({
      states: [{ description: STATES.memberAlertStrip }],
      uponReceiving: "a request for member's alert strips",
      withRequest: { method: "GET", path: "/v1/cms/alert-strips", query: { reseller: "member" } },
      willRespondWith: {
        status: 200,
        headers: JSON_RESPONSE_HEADERS,
        body: eachLike({
          id: integer(1),
          kind: regex(/^(COOKIE|DANGER|NETWORK|WARNING|INFO)$/, "INFO"),
          message: like(ALERT_STRIP_EXAMPLE.message),
          url: like(ALERT_STRIP_EXAMPLE.url),
          displayFrom: datetime(ISO_INSTANT, "2026-09-01T07:00:00.000Z"),
          expiresAt: datetime(ISO_INSTANT, "2026-09-02T08:00:00.000Z"),
          resellerSlug: "member",
        }),
      },
    });
    await pact.executeTest(async (mock) => {
      const result = await new RestAlertStripsAdapter(publicClient(mock.url)).listAlertStrips("member");
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value[0]).toMatchObject({ kind: "INFO", url: ALERT_STRIP_EXAMPLE.url, resellerSlug: "member" });
    });
  });

  it("probes the connectivity test server (SPEC §7 poll, 5 s timeout)", async () => {
    pact.addInteraction({
      states: [{ description: STATES.nobodyLoggedIn }],
      uponReceiving: "a connectivity probe",
      withRequest: { method: "GET", path: "/v1/test" },
      willRespondWith: { status: 200, headers: JSON_RESPONSE_HEADERS, body: { status: "ok" } },
    });
    await pact.executeTest(async (mock) => {
      expect(await new RestNetworkProbe(publicClient(mock.url)).probe(NETWORK_POLL_TIMEOUT_MS)).toBe(true);
    });
  });

  it("reports an unhandled page error (SPEC §8)", async () => {
    const event = {
      path: "/member/play",
      message: "TypeError: Cannot read properties of undefined (reading 'title')",
      stack: "TypeError: Cannot read properties of undefined (reading 'title')\n    at ProductCard (product-card.tsx:12:7)",
      statusCode: null,
    };
    pact.addInteraction({
      states: [{ description: STATES.nobodyLoggedIn }],
      uponReceiving: "a page error report",
      withRequest: { method: "POST", path: "/v1/track/page/error", headers: JSON_HEADERS, body: event },
      willRespondWith: { status: 204 },
    });
    await pact.executeTest(async (mock) => {
      expect(await new RestPageErrorAdapter(publicClient(mock.url)).report(event)).toEqual({ ok: true, value: undefined });
    });
  });
});
