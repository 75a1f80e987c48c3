import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { AUTHORIZATION_MATRIX, CALLERS, type Caller, type Outcome } from "../../http/authorization-matrix";
import { createAjv } from "../../http/openapi-ajv";
import { loadOpenApiDocument } from "../../http/openapi-document";
import type { ObjectAccessCase } from "../../http/object-access-matrix";
import { claimsOf } from "../auth-helpers";
import { operationModels, type OperationModel } from "../fuzz/operation-model";
import { fuzzCaseArbitrary, type FuzzRequest } from "../fuzz/request-arbitrary";
import { createTestApp } from "../test-app";
import { CALLER_ACCOUNTS, GENEROUS_LOGIN_LIMITS, openSession, type CallerSession } from "./caller-session";

/** One caller's answer to one operation, judged against its row. */
export interface MatrixCheck {
  operationId: string;
  caller: Caller;
  expected: Outcome;
  status: number;
  /** The answer agrees with the row. */
  ok: boolean;
  /** A refusal was expected and a 2xx came: the figure issue 6 §3 asks for, which must be 0. */
  unauthorisedSuccess: boolean;
}

export interface ObjectAccessResult {
  intruderStatus: number;
  ownerStatus: number;
  problems: string[];
}

export interface AuthorizationHarness {
  app: FastifyInstance;
  operations: readonly string[];
  models: ReadonlyMap<string, OperationModel>;
  sessions: Readonly<Record<Caller, CallerSession>>;
  /** Sends the row's request for one operation as one caller and judges the answer. */
  check(operationId: string, caller: Caller): Promise<MatrixCheck>;
  /** Runs one object-level row (object-access-matrix.ts describes the steps). */
  checkObjectAccess(row: ObjectAccessCase): Promise<ObjectAccessResult>;
  close(): Promise<void>;
}

/** One seeded app per test file, every caller of the matrix signed in (login limits out of the way). */
export async function createAuthorizationHarness(): Promise<AuthorizationHarness> {
  const test = await createTestApp({ loginLimits: GENEROUS_LOGIN_LIMITS });
  try {
    const { app } = test;
    const document = loadOpenApiDocument();
    const models = operationModels(document);
    const entries = await Promise.all(
      CALLERS.map(async (caller) => [caller, await openSession(app, models, caller, CALLER_ACCOUNTS[caller])] as const),
    );
    const sessions = Object.fromEntries(entries) as Record<Caller, CallerSession>;
    const context = { document, ajv: createAjv(document, "body"), hints: {} };
    const generated = new Map<string, FuzzRequest>();

    /** A request the contract accepts, from the operation's schemas (same seed every run). */
    const generatedRequest = (operationId: string): FuzzRequest => {
      const known = generated.get(operationId);
      if (known) return known;
      const model = models.get(operationId);
      if (!model) throw new Error(`${operationId} is registered but not in openapi.yaml`);
      const tokens = { visitor: null, student: null, teacher: null, admin: null };
      const found = fc
        .sample(fuzzCaseArbitrary(model, context, tokens), { numRuns: 300, seed: 6 })
        .find((fuzzCase) => fuzzCase.mutation === "none" && fuzzCase.verdict === "accepted");
      if (!found) throw new Error(`no valid request for ${operationId} could be generated: give its matrix row a \`request\``);
      generated.set(operationId, found.request);
      return found.request;
    };

    return {
      app,
      operations: [...app.operations.implemented],
      models,
      sessions,
      async check(operationId, caller) {
        const row = AUTHORIZATION_MATRIX[operationId as keyof typeof AUTHORIZATION_MATRIX];
        if (!row) throw new Error(`${operationId} has no row in server/http/authorization-matrix.ts`);
        const session = sessions[caller];
        const response = row.request
          ? await session.send(operationId as keyof typeof AUTHORIZATION_MATRIX, await row.request(session))
          : await session.sendAs(generatedRequest(operationId));
        return judge(operationId, caller, row.callers[caller], response);
      },
      checkObjectAccess: (row) => checkObjectAccess(app, models, row),
      close: () => test.close(),
    };
  } catch (error) {
    await test.close();
    throw error;
  }
}

function judge(operationId: string, caller: Caller, expected: Outcome, response: LightMyRequestResponse): MatrixCheck {
  const status = response.statusCode;
  const success = status >= 200 && status < 300;
  const ok = expected === "allowed" || expected === "own" ? status !== 401 && status !== 403 && status < 500 : status === expected;
  return { operationId, caller, expected, status, ok, unauthorisedSuccess: (expected === 401 || expected === 403) && success };
}

async function checkObjectAccess(
  app: FastifyInstance,
  models: ReadonlyMap<string, OperationModel>,
  row: ObjectAccessCase,
): Promise<ObjectAccessResult> {
  const owner = await openSession(app, models, `owner ${row.owner}`, row.owner);
  const intruder = await openSession(app, models, `intruder ${row.intruder}`, row.intruder);
  const problems: string[] = [];
  const roleOf = (session: CallerSession) => claimsOf(session.tokens?.accessToken ?? "").role;
  if (roleOf(owner) !== roleOf(intruder))
    problems.push(`owner (${String(roleOf(owner))}) and intruder (${String(roleOf(intruder))}) must share a role`);

  const { request, secrets } = await row.target(owner);
  const before = await row.ownerState?.(owner);
  const attempt = await intruder.send(row.operationId, request);
  if (attempt.statusCode !== 403 && attempt.statusCode !== 404) problems.push(`the intruder got ${attempt.statusCode}, not 403 or 404`);
  const error = attempt.json<Record<string, unknown>>();
  if (typeof error.code !== "string" || typeof error.message !== "string" || typeof error.description !== "string") {
    problems.push(`the intruder's answer is not the error body: ${attempt.body.slice(0, 200)}`);
  }
  for (const secret of secrets) {
    if (attempt.body.includes(secret) || attempt.body.includes(JSON.stringify(secret).slice(1, -1)))
      problems.push(`the intruder's answer shows "${secret}"`);
  }
  if (row.ownerState) {
    const after = await row.ownerState(owner);
    if (JSON.stringify(after) !== JSON.stringify(before))
      problems.push(`the intruder changed the owner's state: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  }
  // Last, so the owner's own change cannot hide the intruder's: the row must point at a real object.
  const own = await owner.send(row.operationId, request);
  if (own.statusCode < 200 || own.statusCode >= 300)
    problems.push(`the owner's own request got ${own.statusCode}: the row does not point at the owner's object`);
  return { intruderStatus: attempt.statusCode, ownerStatus: own.statusCode, problems };
}
