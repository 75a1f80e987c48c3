import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeJwtClaims, encodeUnsignedJwt } from "./jwt-claims.decoder";

describe("decodeJwtClaims", () => {
  it("reads back what was encoded, Swedish letters included", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 4_000_000_000 }),
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 10_000 }), name: fc.string({ unit: "grapheme" }), isActive: fc.boolean() }), {
          maxLength: 4,
        }),
        (sub, exp, profiles) => {
          const claims = decodeJwtClaims(
            encodeUnsignedJwt({ sub: String(sub), exp, profiles: profiles.map((p) => ({ ...p, lastUsed: null })) }),
          );
          expect(claims?.sub).toBe(String(sub));
          expect(claims?.exp).toBe(exp);
          expect(claims?.profiles.map((p) => p.name)).toEqual(profiles.map((p) => p.name));
        },
      ),
    );
  });

  it("fills in the SPEC §3 defaults through the domain rules", () => {
    expect(decodeJwtClaims(encodeUnsignedJwt({ sub: "7", exp: 2_000_000_000 }))).toMatchObject({
      license: 1,
      profiles: [],
      searchScope: 1,
      resellerSlug: "member",
    });
  });

  it.each([null, "", "abc", "a..c", "a.!!!.c", `a.${btoa("not json")}.c`])("reads nothing from %j", (token) => {
    expect(decodeJwtClaims(token)).toBeNull();
  });

  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => decodeJwtClaims(text)).not.toThrow();
      }),
    );
  });
});
