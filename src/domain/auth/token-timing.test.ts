import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { REFRESH_WINDOW_SECONDS, isDueForRefresh, isExpired, tokenState } from "./token-timing";

const now = 1_800_000_000_000; // ms
const exp = (secondsFromNow: number) => ({ exp: now / 1000 + secondsFromNow });

describe("token timing", () => {
  it("uses a 60 second refresh window", () => {
    expect(REFRESH_WINDOW_SECONDS).toBe(60);
  });

  it("treats an absent token as expired and due for refresh", () => {
    expect(isExpired(null, now)).toBe(true);
    expect(isExpired(undefined, now)).toBe(true);
    expect(isDueForRefresh(null, now)).toBe(true);
    expect(tokenState(undefined, now)).toBe("absent");
  });

  it("is expired exactly at exp and after it", () => {
    expect(isExpired(exp(0), now)).toBe(true);
    expect(isExpired(exp(-1), now)).toBe(true);
    expect(isExpired(exp(1), now)).toBe(false);
    expect(isExpired(exp(0), now - 1)).toBe(false);
    expect(tokenState(exp(-5), now)).toBe("expired");
    expect(tokenState(exp(5), now)).toBe("valid");
  });

  it("is due for refresh when under 60 seconds remain", () => {
    expect(isDueForRefresh(exp(59), now)).toBe(true);
    expect(isDueForRefresh(exp(59.999), now)).toBe(true);
    expect(isDueForRefresh(exp(60), now)).toBe(false);
    expect(isDueForRefresh(exp(3600), now)).toBe(false);
  });

  it("treats a token with a broken exp as expired", () => {
    expect(isExpired({ exp: Number.NaN }, now)).toBe(true);
    expect(isDueForRefresh({ exp: Number.NaN }, now)).toBe(true);
  });

  it("never calls an expired token fresh: expired implies due for refresh", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 2 ** 41 }), (expSeconds, nowMs) => {
        const claims = { exp: expSeconds };
        if (isExpired(claims, nowMs)) expect(isDueForRefresh(claims, nowMs)).toBe(true);
        expect(isDueForRefresh(claims, nowMs)).toBe(expSeconds * 1000 - nowMs < 60_000);
      }),
    );
  });

  it("only becomes due later in time, never undue again", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 2 ** 41 }), fc.nat(10 ** 9), (e, t, dt) => {
        if (isDueForRefresh({ exp: e }, t)) expect(isDueForRefresh({ exp: e }, t + dt)).toBe(true);
      }),
    );
  });
});
