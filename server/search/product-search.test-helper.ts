import { expect } from "vitest";
import type { components } from "../../src/contract/api.gen";
import { encodeQueryComponent } from "../../src/domain/routing/query-string";
import { compileSchema, createAjv } from "../http/openapi-ajv";
import { loadOpenApiDocument } from "../http/openapi-document";
import { bearer } from "../testing/auth-helpers";
import type { TestApp } from "../testing/test-app";

export type SearchResponse = components["schemas"]["SearchResponse"];
export type AppResult = SearchResponse["apps"][number];
export type Filter = components["schemas"]["Filter"];
export type CheckboxFilter = components["schemas"]["CheckboxFilter"];
export type RangeFilter = components["schemas"]["RangeFilter"];
export type TreeFilter = components["schemas"]["TreeFilter"];

const isSearchResponse = compileSchema(createAjv(loadOpenApiDocument(), "response"), { $ref: "#/components/schemas/SearchResponse" });

/** Query parameters as entries, so a key can repeat (type=6&type=7). */
export type Params = ReadonlyArray<readonly [string, string | number]>;

export function queryOf(params: Params): string {
  const text = params.map(([key, value]) => `${encodeQueryComponent(key)}=${encodeQueryComponent(String(value))}`).join("&");
  return text === "" ? "" : `?${text}`;
}

/** The product search calls of a test app, each answer checked against the contract. */
export function searchClient(t: TestApp) {
  const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
  return {
    get,
    /** GET /v1/search/products (or /{scope}) answered 200 with a SearchResponse. */
    async search(params: Params = [], options: { token?: string; scope?: 1 | 2 } = {}): Promise<SearchResponse> {
      const path = options.scope === undefined ? "/v1/search/products" : `/v1/search/products/${options.scope}`;
      const response = await get(`${path}${queryOf(params)}`, options.token);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<SearchResponse>();
      expect(isSearchResponse(body), JSON.stringify(isSearchResponse.errors)).toBe(true);
      return body;
    },
    async count(params: Params = [], options: { token?: string; scope?: 1 | 2 } = {}): Promise<number> {
      const response = await get(`/v1/search/products/${options.scope ?? 1}/count${queryOf(params)}`, options.token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ count: number }>().count;
    },
  };
}

export function appOf(body: SearchResponse, name: AppResult["appName"]): AppResult {
  const found = body.apps.find((app) => app.appName === name);
  if (!found) throw new Error(`no ${name} in ${body.apps.map((app) => app.appName).join(", ")}`);
  return found;
}

export const filtersOf = (app: AppResult): Filter[] => app.filters.flatMap((set) => set.filters);
export const checkboxOf = (app: AppResult, queryKey: string) =>
  filtersOf(app).find((f): f is CheckboxFilter => f.kind === "CHECKBOX" && f.queryKey === queryKey);
export const rangeOf = (app: AppResult, minQueryKey: string) =>
  filtersOf(app).find((f): f is RangeFilter => f.kind === "RANGE" && f.minQueryKey === minQueryKey);
export const treeOf = (app: AppResult) => filtersOf(app).find((f): f is TreeFilter => f.kind === "TREE");
export const idsOf = (app: AppResult) => app.results.items.map((item) => item.id);

/**
 * What a visitor of member may find (age 15, scope 1; SPEC §1, §6, §7): a direct COUNT or id list
 * on the catalogue, the oracle the answers are checked against.
 */
export function visitorOracle(t: TestApp) {
  const where = (condition: string) => `(cardinality(p.reseller_slugs) = 0 OR 'member' = ANY (p.reseller_slugs)) AND p.search_scope = 1
    AND (p.age_restriction IS NULL OR p.age_restriction <= 15) AND ${condition}`;
  return {
    async count(condition: string, params: unknown[] = []): Promise<number> {
      const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM products p WHERE ${where(condition)}`, params);
      return rows[0]?.n ?? 0;
    },
    async ids(condition: string, params: unknown[] = []): Promise<number[]> {
      const { rows } = await t.db.query<{ id: number }>(`SELECT p.id FROM products p WHERE ${where(condition)} ORDER BY p.id`, params);
      return rows.map((row) => row.id);
    },
  };
}
