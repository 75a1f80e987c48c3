import { describe, expect, it } from "vitest";
import { DEFAULT_LOGIN_LIMITS } from "../auth/login-throttle";
import { createTestApp } from "../testing/test-app";
import { parseTrustProxy } from "./config";

describe("TRUST_PROXY", () => {
  it("reads off, a hop count or a list of proxy addresses, and refuses `true`", () => {
    expect([undefined, "", "0", "false"].map(parseTrustProxy)).toEqual([false, false, false, false]);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1")).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(() => parseTrustProxy("true")).toThrow(/hop count/);
  });

  it("with one trusted hop, a client cannot escape the address limit by forging X-Forwarded-For", async () => {
    const t = await createTestApp({ config: { trustProxy: 1 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < DEFAULT_LOGIN_LIMITS.address.max + 5; i += 1) {
        // The proxy (127.0.0.1) appends the real client (198.51.100.4) after whatever the client sent.
        const response = await t.app.inject({
          method: "POST",
          url: "/api-token-auth",
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": `203.0.113.${i}, 198.51.100.4` },
          payload: { email: `victim${i}@skolmedia.test`, password: "Fel-1234" },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    } finally {
      await t.close();
    }
  });

  it("with a proxy address list, takes the client address only from hops the listed proxies added", async () => {
    const t = await createTestApp({ config: { trustProxy: ["127.0.0.1"] } });
    try {
      const login = (remoteAddress: string, forwarded: string) =>
        t.app.inject({
          method: "POST",
          url: "/api-token-auth",
          remoteAddress,
          headers: { "x-forwarded-for": forwarded },
          payload: { email: "x@skolmedia.test", password: "Fel-1234" },
        });
      await login("127.0.0.1", "6.6.6.6, 198.51.100.4");
      await login("198.51.100.9", "7.7.7.7");
      const { rows } = await t.db.query<{ key: string }>(
        "SELECT key FROM rate_limit_counters WHERE key LIKE 'login:address:%' ORDER BY key",
        [],
      );
      expect(rows.map((row) => row.key)).toEqual(["login:address:198.51.100.4", "login:address:198.51.100.9"]);
    } finally {
      await t.close();
    }
  });
});
