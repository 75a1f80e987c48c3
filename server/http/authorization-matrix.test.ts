/**
 * Issue 6 §3: the authorisation matrix (authorization-matrix.ts) against the running server —
 * every registered operation × every caller — and the object-level rows (object-access-matrix.ts).
 * Prints the figure: operations × callers checked, object-level rows, unauthorised successes.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAuthorizationHarness, type MatrixCheck } from "../testing/authorization/authorization-harness";
import { AUTHORIZATION_MATRIX, CALLERS } from "./authorization-matrix";
import { OBJECT_ACCESS_MATRIX } from "./object-access-matrix";

const harness = await createAuthorizationHarness();
const checks: MatrixCheck[] = [];
let objectChecks = 0;
let objectIntrusions = 0;

afterAll(async () => {
  const unauthorised = checks.filter((check) => check.unauthorisedSuccess).length + objectIntrusions;
  console.log(
    `authorisation matrix: ${new Set(checks.map((check) => check.operationId)).size} operations × ${CALLERS.length} callers = ${checks.length} checks, ` +
      `${objectChecks} object-level rows; unauthorised successes: ${unauthorised}`,
  );
  await harness.close();
});

const rowOf = (operationId: string) => AUTHORIZATION_MATRIX[operationId as keyof typeof AUTHORIZATION_MATRIX];

describe("the authorisation matrix", () => {
  it("has a row for every operation the server registers", () => {
    expect(harness.operations.filter((operationId) => !rowOf(operationId))).toEqual([]);
  });

  it("refuses the visitor (401) wherever the contract requires a token", () => {
    const disagreeing = harness.operations.filter((operationId) => {
      const row = rowOf(operationId);
      return harness.models.get(operationId)?.security === "bearer" && row !== undefined && row.callers.visitor !== 401;
    });
    expect(disagreeing).toEqual([]);
  });

  it("has an object-level row for every own-data operation that takes an id in its path", () => {
    const uncovered = harness.operations.filter((operationId) => {
      const row = rowOf(operationId);
      const ownData = row !== undefined && Object.values(row.callers).includes("own");
      const takesId = (harness.models.get(operationId)?.pathParameters.length ?? 0) > 0;
      return ownData && takesId && !OBJECT_ACCESS_MATRIX.some((access) => access.operationId === operationId);
    });
    expect(uncovered).toEqual([]);
  });

  for (const operationId of harness.operations) {
    it(`${operationId}: each caller gets the outcome of its row`, async () => {
      if (!rowOf(operationId)) return; // reported by the first test
      const results: MatrixCheck[] = [];
      for (const caller of CALLERS) results.push(await harness.check(operationId, caller));
      checks.push(...results);
      expect(
        results.filter((result) => !result.ok).map(({ caller, expected, status }) => `${caller}: expected ${expected}, got ${status}`),
      ).toEqual([]);
    });
  }
});

describe("object-level access (OWASP API1)", () => {
  for (const row of OBJECT_ACCESS_MATRIX) {
    it(`${row.operationId}: ${row.what} is out of reach — 403 or 404, never the data`, async () => {
      const result = await harness.checkObjectAccess(row);
      objectChecks += 1;
      if (result.intruderStatus >= 200 && result.intruderStatus < 300) objectIntrusions += 1;
      expect(result.problems).toEqual([]);
    });
  }
});

describe("the object-level check itself", () => {
  it("reports an operation that answers the intruder instead of refusing", async () => {
    // GET /v1/me reads no id: as a "row" it stands for a handler that ignores who owns the object.
    const result = await harness.checkObjectAccess({
      operationId: "getMe",
      what: "an operation without an ownership check",
      owner: "profiler@skolmedia.test",
      intruder: "larare@skolmedia.test",
      target: async () => ({ request: {}, secrets: [] }),
    });
    expect(result.intruderStatus).toBe(200);
    expect(result.problems).toContain("the intruder got 200, not 403 or 404");
  });
});

describe("the figure", () => {
  it("counts no unauthorised success", () => {
    expect(checks.filter((check) => check.unauthorisedSuccess)).toEqual([]);
    expect(objectIntrusions).toBe(0);
  });
});
