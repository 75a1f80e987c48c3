import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../shared/api-client";
import { RestNetworkProbe } from "./rest-network-probe.adapter";

afterEach(() => vi.useRealTimers());

function probeWith(fetch: typeof globalThis.fetch) {
  const calls: Request[] = [];
  const client = createApiClient({
    baseUrl: "http://api.test",
    fetch: (input, init) => {
      calls.push(input as Request);
      return fetch(input, init);
    },
  });
  return { probe: new RestNetworkProbe(client), calls };
}

describe("RestNetworkProbe (SPEC §7 connectivity poll)", () => {
  it("asks GET /v1/test, uncached, and counts an answer as reachable", async () => {
    const { probe, calls } = probeWith(async () => Response.json({ status: "ok" }));
    expect(await probe.probe(5000)).toBe(true);
    expect(calls[0]?.url).toBe("http://api.test/v1/test");
    expect(calls[0]?.method).toBe("GET");
    expect(calls[0]?.cache).toBe("no-store");
    expect(calls[0]?.headers.get("Authorization")).toBeNull();
  });

  it("counts an error status as an answer: the network carried the request", async () => {
    const { probe } = probeWith(async () => new Response(null, { status: 503 }));
    expect(await probe.probe(5000)).toBe(true);
  });

  it("counts a failed request as no answer", async () => {
    const { probe } = probeWith(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await probe.probe(5000)).toBe(false);
  });

  it("gives up after the timeout", async () => {
    vi.useFakeTimers();
    const { probe } = probeWith(
      (input) =>
        new Promise((_resolve, reject) => {
          (input as Request).signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const answer = probe.probe(5000);
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBe(false);
  });
});
