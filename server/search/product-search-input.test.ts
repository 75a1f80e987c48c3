import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { queryOf, searchClient } from "./product-search.test-helper";

describe("the product search's input checks (openapi searchProducts, searchProductsInScope, countProducts)", () => {
  let t: TestApp;
  let client: ReturnType<typeof searchClient>;

  beforeAll(async () => {
    t = await createTestApp({ catalogue: "small" });
    client = searchClient(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("refuses bad input with a 400 and the error body, never a 500", async () => {
    const bad = [
      "/v1/search/products?listView=yes",
      "/v1/search/products?series=1",
      "/v1/search/products?page=0",
      "/v1/search/products?page=abc",
      "/v1/search/products?scope=3",
      "/v1/search/products/3",
      "/v1/search/products/0/count",
      "/v1/search/products?type=42",
      "/v1/search/products?type=abc",
      "/v1/search/products?category=99",
      "/v1/search/products?subject=abc",
      "/v1/search/products?minDuration=ten",
      "/v1/search/products?maxPages=Infinity",
      `/v1/search/products?q=${"a".repeat(201)}`,
      "/v1/search/products?q=a%00b",
      "/v1/search/products?audience=a%00b",
      `/v1/search/products?supplier=${"x".repeat(201)}`,
      "/v1/search/products?app=spotify",
      "/v1/search/products?sort=random",
      "/v1/search/products/1/count?limit=5&type=1",
    ];
    for (const url of bad) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: "REQUEST.VALIDATION" });
    }
    for (const url of [
      "/v1/search/products?listView=TRUE&series=False",
      "/v1/search/products?listView=fALSE",
      "/v1/search/products?page=999999",
    ]) {
      expect((await client.get(url)).statusCode, url).toBe(200);
    }
  });

  it("answers any text the user may type (operators, quotes, stop words, emoji, any script) with a 200; a NUL with a 400; never a 500", async () => {
    const pieces = fc.constantFrom(
      "&",
      "|",
      "!",
      "'",
      "''",
      '"',
      "\\",
      ":*",
      ":A",
      "(",
      ")",
      "<->",
      "<2>",
      "-",
      "OR",
      "AND NOT",
      "och",
      "att",
      "det",
      "%",
      "_",
      "😀",
      "👩‍👩‍👧",
      "ä",
      "Ö",
      "é",
      "ß",
      "Ω",
      "中文",
      "عربي",
      "\u0301",
      "\t",
      " ",
      "\n",
      "fotosyntes",
      "Selma",
      "krig",
    );
    const texts = fc.oneof(
      fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join("")),
      fc.string({ unit: "binary", maxLength: 60 }),
      fc.string({ unit: "grapheme", maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(texts, fc.constantFrom("relevance", "latest"), async (q, sort) => {
        const response = await client.get(
          `/v1/search/products${queryOf([
            ["q", q],
            ["sort", sort],
            ["type", 7],
            ["audience", q],
          ])}`,
        );
        const withoutSurrogates = q.replace(/[\uD800-\uDFFF]/g, "\uFFFD");
        const expected = withoutSurrogates.includes("\u0000") ? 400 : 200;
        expect(response.statusCode, `${JSON.stringify(q)}: ${response.body.slice(0, 300)}`).toBe(expected);
        if (expected === 200) {
          const count = await client.get(
            `/v1/search/products/2/count${queryOf([
              ["q", q],
              ["app", "play"],
            ])}`,
          );
          expect(count.statusCode, JSON.stringify(q)).toBe(200);
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
