import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { normaliseClaims, type AccessTokenClaims } from "./access-token-claims";

const full = {
  sub: "42",
  exp: 1_900_000_000,
  role: "TEACHER",
  isActive: true,
  yearOfBirth: 1980,
  resellerSlug: "sli",
  license: 8,
  profiles: [{ id: 1, name: "Anna", isActive: true, lastUsed: "2026-01-01T10:00:00Z" }],
  searchScope: 2,
};

describe("normaliseClaims", () => {
  it("keeps every claim of a complete token", () => {
    expect(normaliseClaims(full)).toEqual<AccessTokenClaims>({ ...full, role: "TEACHER", searchScope: 2 });
  });

  it("fills the spec defaults: license 1, no profiles, search scope 1, reseller member", () => {
    const claims = normaliseClaims({ sub: "7", exp: 100 });
    expect(claims).toEqual({
      sub: "7",
      exp: 100,
      role: "MEMBER",
      isActive: false,
      yearOfBirth: null,
      resellerSlug: "member",
      license: 1,
      profiles: [],
      searchScope: 1,
    });
  });

  it("returns null without a subject or without an expiry", () => {
    expect(normaliseClaims({ exp: 100 })).toBeNull();
    expect(normaliseClaims({ sub: "1" })).toBeNull();
    expect(normaliseClaims({ sub: "", exp: 100 })).toBeNull();
    expect(normaliseClaims({ sub: "1", exp: "100" })).toBeNull();
    expect(normaliseClaims({ sub: "1", exp: Number.NaN })).toBeNull();
  });

  it("returns null for values that are not a payload object", () => {
    for (const raw of [null, undefined, 3, "token", [full], true]) expect(normaliseClaims(raw)).toBeNull();
  });

  it("reads a numeric subject as the same user id", () => {
    expect(normaliseClaims({ sub: 42, exp: 100 })?.sub).toBe("42");
  });

  it("accepts member and root roles in lower case", () => {
    expect(normaliseClaims({ sub: "1", exp: 1, role: "root" })?.role).toBe("ROOT");
    expect(normaliseClaims({ sub: "1", exp: 1, role: "member" })?.role).toBe("MEMBER");
  });

  it("never guesses admin rights from an unknown role", () => {
    expect(normaliseClaims({ sub: "1", exp: 1, role: "SUPERUSER" })?.role).toBe("MEMBER");
  });

  it("treats only exactly true as an active account", () => {
    expect(normaliseClaims({ sub: "1", exp: 1, isActive: "true" })?.isActive).toBe(false);
    expect(normaliseClaims({ sub: "1", exp: 1, isActive: true })?.isActive).toBe(true);
  });

  it("falls back to scope 1 for a scope other than 1 or 2", () => {
    expect(normaliseClaims({ sub: "1", exp: 1, searchScope: 3 })?.searchScope).toBe(1);
    expect(normaliseClaims({ sub: "1", exp: 1, searchScope: "2" })?.searchScope).toBe(2);
  });

  it("falls back to licence 1 for a licence that is not a whole number", () => {
    expect(normaliseClaims({ sub: "1", exp: 1, license: 2.5 })?.license).toBe(1);
    expect(normaliseClaims({ sub: "1", exp: 1, license: -2 })?.license).toBe(1);
    expect(normaliseClaims({ sub: "1", exp: 1, license: "5" })?.license).toBe(5);
  });

  it("falls back to member for a reseller slug that could break a path", () => {
    expect(normaliseClaims({ sub: "1", exp: 1, resellerSlug: "../admin" })?.resellerSlug).toBe("member");
    expect(normaliseClaims({ sub: "1", exp: 1, resellerSlug: "SLI" })?.resellerSlug).toBe("sli");
  });

  it("reads a year of birth only when it has four digits", () => {
    expect(normaliseClaims({ sub: "1", exp: 1, yearOfBirth: 2012 })?.yearOfBirth).toBe(2012);
    expect(normaliseClaims({ sub: "1", exp: 1, yearOfBirth: 12 })?.yearOfBirth).toBeNull();
    expect(normaliseClaims({ sub: "1", exp: 1, yearOfBirth: null })?.yearOfBirth).toBeNull();
  });

  it("drops malformed profiles and keeps the valid ones", () => {
    const claims = normaliseClaims({
      sub: "1",
      exp: 1,
      profiles: [{ id: 1, name: "A", isActive: true, lastUsed: null }, { name: "no id" }, "x", { id: 2, name: "B" }],
    });
    expect(claims?.profiles).toEqual([
      { id: 1, name: "A", isActive: true, lastUsed: null },
      { id: 2, name: "B", isActive: false, lastUsed: null },
    ]);
  });

  it("does not change the payload it reads", () => {
    const raw = structuredClone(full);
    normaliseClaims(raw);
    expect(raw).toEqual(full);
  });

  it("always yields claims inside the declared value sets for any object with sub and exp", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ""),
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.dictionary(
          fc.constantFrom("role", "license", "profiles", "searchScope", "resellerSlug", "yearOfBirth", "isActive"),
          fc.anything(),
        ),
        (sub, exp, extra) => {
          const claims = normaliseClaims({ ...extra, sub, exp });
          expect(claims).not.toBeNull();
          expect([1, 2]).toContain(claims?.searchScope);
          expect(Number.isSafeInteger(claims?.license)).toBe(true);
          expect(Array.isArray(claims?.profiles)).toBe(true);
          expect(claims?.resellerSlug).toMatch(/^[a-z0-9][a-z0-9_-]*$/);
        },
      ),
    );
  });

  it("is idempotent: normalising normalised claims changes nothing", () => {
    fc.assert(
      fc.property(
        fc.object(),
        fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s !== ""),
        fc.integer({ min: 1 }),
        (extra, sub, exp) => {
          const once = normaliseClaims({ ...extra, sub, exp });
          expect(normaliseClaims(once)).toEqual(once);
        },
      ),
    );
  });
});
