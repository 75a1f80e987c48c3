/**
 * Issue 6 §2: every operation the server registers, fuzzed from its own schemas in openapi.yaml —
 * valid requests and broken ones, as a visitor, a student, a teacher and an admin. No edit here
 * when a handler is added: the list is `app.operations.implemented`.
 *
 *   FUZZ_RUNS=2000 npx vitest run server/http/contract-fuzz.test.ts   # more cases (npm run fuzz)
 *   FUZZ_SEED=123 FUZZ_PATH="4:1:0" npx vitest run server/http/contract-fuzz.test.ts   # replay a failure
 *
 * A failure prints fast-check's seed and path, the shrunk request and what was wrong.
 */
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { createFuzzHarness, formatStats } from "../testing/fuzz/fuzz-harness";
import { describeCase } from "../testing/fuzz/request-arbitrary";

/** Cases per operation; issue 6 §2 asks for at least 200 in `npm test`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const PATH = process.env.FUZZ_PATH;

const harness = await createFuzzHarness();

afterAll(async () => {
  console.log(`contract fuzz, ${RUNS} cases per operation${SEED === undefined ? "" : `, seed ${SEED}`}:\n${formatStats(harness.stats)}`);
  await harness.close();
});

describe("every registered operation, fuzzed from the contract", () => {
  it("covers every operation the server registers", () => {
    expect(harness.operations.length).toBeGreaterThan(0);
  });

  for (const operationId of harness.operations) {
    it(
      `${operationId}: no 5xx, the error body on every refusal, the contract's 2xx bodies, under 2 s, no internals`,
      async () => {
        await fc.assert(
          fc.asyncProperty(harness.cases(operationId), async (fuzzCase) => {
            const { answer, problems } = await harness.check(fuzzCase);
            if (problems.length > 0) {
              throw new Error(
                `${problems.join("; ")}\n  request: ${describeCase(fuzzCase)}\n  answer: ${answer.status} ${answer.body.slice(0, 500)}`,
              );
            }
          }),
          { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), ...(PATH ? { path: PATH, endOnFailure: true } : {}) },
        );
        // The generator must reach past validation: some requests the contract accepts (or cannot judge).
        const verdicts = harness.stats.get(operationId)?.byVerdict;
        expect((verdicts?.get("accepted") ?? 0) + (verdicts?.get("unknown") ?? 0), "requests the contract accepts").toBeGreaterThan(0);
      },
      60_000 + RUNS * 250,
    );
  }
});
