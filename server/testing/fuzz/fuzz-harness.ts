import type { ValidateFunction } from "ajv";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { compileSchema, createAjv } from "../../http/openapi-ajv";
import { loadOpenApiDocument } from "../../http/openapi-document";
import { DEMO_PASSWORD } from "../../seed/demo-accounts.seed";
import { loginAs } from "../auth-helpers";
import { CALLER_ACCOUNTS, GENEROUS_LOGIN_LIMITS } from "../authorization/caller-session";
import { createTestApp, type TestApp, type TestAppOptions } from "../test-app";
import { answerProblems, type Answer } from "./answer-checks";
import { operationModels, type OperationModel } from "./operation-model";
import { FUZZ_CALLERS, fuzzCaseArbitrary, type CallerTokens, type FuzzCase } from "./request-arbitrary";

/** The demo accounts of ARCHITECTURE §6. */
const DEMO_EMAILS = ["admin", "larare", "profiler", "elev", "elev.ny", "inaktiv", "kampanj"].map((name) => `${name}@skolmedia.test`);

/** Counts of one operation's run, for the summary and to prove the generator reaches the handlers. */
export interface OperationStats {
  cases: number;
  byStatus: Map<number, number>;
  byVerdict: Map<string, number>;
  byCaller: Map<string, number>;
  slowestMs: number;
}

export interface FuzzHarness {
  app: FastifyInstance;
  /** `app.operations.implemented`: a newly registered operation is fuzzed with no edit. */
  operations: readonly string[];
  cases(operationId: string): fc.Arbitrary<FuzzCase>;
  /** Sends one case and returns what is wrong with the answer (empty: nothing). */
  check(fuzzCase: FuzzCase): Promise<{ answer: Answer; problems: string[] }>;
  stats: ReadonlyMap<string, OperationStats>;
  close(): Promise<void>;
}

/**
 * One seeded app for a whole fuzz file, with login limits out of the way and the four callers of
 * issue 6 §2 signed in. The generator's hints are the demo e-mails and password, the callers'
 * access tokens and the tokens of spare sessions (never the callers' refresh tokens: rotating
 * those would sign a caller out for the rest of the run).
 */
export async function createFuzzHarness(options: Pick<TestAppOptions, "document" | "modules"> = {}): Promise<FuzzHarness> {
  const test: TestApp = await createTestApp({ ...options, loginLimits: GENEROUS_LOGIN_LIMITS });
  try {
    const { app } = test;
    const document = options.document ?? loadOpenApiDocument();
    const models = operationModels(document);
    const tokens = Object.fromEntries(
      await Promise.all(
        FUZZ_CALLERS.map(async (caller) => {
          const email = CALLER_ACCOUNTS[caller];
          return [caller, email ? (await loginAs(app, email)).accessToken : null] as const;
        }),
      ),
    ) as CallerTokens;
    const spare = [await loginAs(app, "kampanj@skolmedia.test"), await loginAs(app, "profiler@skolmedia.test")];
    const accessTokens = [
      ...Object.values(tokens).filter((token): token is string => token !== null),
      ...spare.map((pair) => pair.accessToken),
    ];
    const refreshTokens = spare.map((pair) => pair.refreshToken);
    const hints = {
      email: DEMO_EMAILS,
      password: [DEMO_PASSWORD],
      token: accessTokens,
      refreshToken: refreshTokens,
      "*": [...DEMO_EMAILS, DEMO_PASSWORD, ...accessTokens, ...refreshTokens],
    };
    const context = { document, ajv: createAjv(document, "body"), hints };
    const errorBody: ValidateFunction = compileSchema(createAjv(document, "response"), { $ref: "#/components/schemas/Error" });
    const arbitraries = new Map<string, fc.Arbitrary<FuzzCase>>();
    const stats = new Map<string, OperationStats>();

    const modelOf = (operationId: string): OperationModel => {
      const model = models.get(operationId);
      if (!model) throw new Error(`${operationId} is registered but not in openapi.yaml`);
      return model;
    };

    return {
      app,
      operations: [...app.operations.implemented],
      cases(operationId) {
        let arbitrary = arbitraries.get(operationId);
        if (!arbitrary) arbitraries.set(operationId, (arbitrary = fuzzCaseArbitrary(modelOf(operationId), context, tokens)));
        return arbitrary;
      },
      async check(fuzzCase) {
        const started = performance.now();
        const response = await app.inject({ ...fuzzCase.request });
        const ms = performance.now() - started;
        // Work an answer leaves behind (passcode e-mails) settles before the next case is timed.
        await app.whenIdle();
        const contentType = response.headers["content-type"];
        const answer: Answer = {
          status: response.statusCode,
          contentType: typeof contentType === "string" ? contentType : undefined,
          body: response.body,
          ms,
        };
        record(stats, fuzzCase, answer);
        return { answer, problems: answerProblems(modelOf(fuzzCase.operationId), fuzzCase.verdict, answer, errorBody) };
      },
      stats,
      close: () => test.close(),
    };
  } catch (error) {
    await test.close();
    throw error;
  }
}

function record(stats: Map<string, OperationStats>, fuzzCase: FuzzCase, answer: Answer): void {
  let entry = stats.get(fuzzCase.operationId);
  if (!entry) {
    entry = { cases: 0, byStatus: new Map(), byVerdict: new Map(), byCaller: new Map(), slowestMs: 0 };
    stats.set(fuzzCase.operationId, entry);
  }
  entry.cases += 1;
  entry.slowestMs = Math.max(entry.slowestMs, answer.ms);
  increment(entry.byStatus, answer.status);
  increment(entry.byVerdict, fuzzCase.verdict);
  increment(entry.byCaller, fuzzCase.caller);
}

function increment<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** One line per operation: cases, answers by status, contract verdicts, callers, slowest answer. */
export function formatStats(stats: ReadonlyMap<string, OperationStats>): string {
  const show = <K>(map: Map<K, number>) =>
    [...map.entries()]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([key, count]) => `${String(key)}:${count}`)
      .join(" ");
  return [...stats.entries()]
    .map(
      ([id, s]) =>
        `${id.padEnd(20)} ${String(s.cases).padStart(5)} cases | ${show(s.byStatus)} | ${show(s.byVerdict)} | ${show(s.byCaller)} | slowest ${Math.round(s.slowestMs)} ms`,
    )
    .join("\n");
}
