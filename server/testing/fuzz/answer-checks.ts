import type { ValidateFunction } from "ajv";
import { OUT_OF_RANGE_MESSAGE } from "../../http/error-handler";
import { responseValidator, type OperationModel } from "./operation-model";
import type { Verdict } from "./request-arbitrary";

/** Issue 6 §2: no answer may take longer. */
export const ANSWER_TIME_LIMIT_MS = 2000;

export interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
  ms: number;
}

/**
 * Text that only an internal error puts in a body. Inputs never contain these (hostile-values.ts),
 * so an echo of the request cannot trip them.
 */
const LEAKS: ReadonlyArray<readonly [string, RegExp]> = [
  // A JSON body carries a newline as the two characters \n.
  [
    "a stack trace",
    /(?:\n|\\n)\s+at \S|\bat (?:async )?[\w$.<>]+ \((?:file:|node:|\/)|\b(?:TypeError|ReferenceError|RangeError|SyntaxError): /,
  ],
  [
    "SQL or a database error",
    /\bSELECT\b[\s\S]{1,200}?\bFROM\b|\bINSERT\s+INTO\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE\s+FROM\b|syntax error at or near|relation "|violates \w+ constraint|duplicate key value|out of range for type|invalid input syntax|SQLSTATE/i,
  ],
  [
    "a file path",
    // /root/ is also the address space of the SPEC §1 reseller root (/root/play, /root/pages/…),
    // which the shell data links to; under /root/ only a path to a file (name with an extension)
    // counts as a leak.
    /(?:^|[\s"'(=])\/(?:work|home|usr|tmp|var|opt|srv|app)\/|(?:^|[\s"'(=])\/root\/(?:[\w.-]+\/)*[\w-]*\.[A-Za-z0-9]+\b|node_modules|file:\/\/|[A-Za-z]:\\\\|\.(?:ts|js|mjs|cjs):\d+/,
  ],
];

/**
 * How the server says "your request breaks the contract": an Ajv refusal names the part first
 * ("body/email …"); the database net (error-handler.ts) refuses a value the contract let through
 * but PostgreSQL cannot hold, e.g. an id past int4 — the contract then needs a bound. A business
 * rule's REQUEST.VALIDATION is not meant.
 */
function refusedAsInvalid(error: { code?: unknown; message?: unknown }): boolean {
  if (error.code === "REQUEST.MALFORMED_JSON" || error.code === "REQUEST.UNSUPPORTED_MEDIA_TYPE") return true;
  if (error.code !== "REQUEST.VALIDATION" || typeof error.message !== "string") return false;
  return /^(body|params|querystring|headers)\b/.test(error.message) || error.message === OUT_OF_RANGE_MESSAGE;
}

/**
 * What is wrong with an answer, as sentences (empty: nothing). The rules of issue 6 §2: never a 5xx;
 * a non-2xx carries the error body {code, message, description}; a 2xx body is the contract's; no
 * answer over 2 s; no stack trace, SQL or file path. And the contract holds both ways: a request it
 * refuses is never a 2xx, a request it accepts is never refused as breaking it.
 */
export function answerProblems(model: OperationModel, verdict: Verdict, answer: Answer, errorBody: ValidateFunction): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (answer.ms > ANSWER_TIME_LIMIT_MS) problems.push(`took ${Math.round(answer.ms)} ms (limit ${ANSWER_TIME_LIMIT_MS} ms)`);
  for (const [what, pattern] of LEAKS) if (pattern.test(answer.body)) problems.push(`the body shows ${what}`);

  const json = parseJson(answer.body);
  if (answer.status >= 200 && answer.status < 300) {
    const validate = responseValidator(model, answer.status);
    if (validate === undefined) problems.push(`status ${answer.status} is not in the contract`);
    else if (validate === null && answer.body !== "") problems.push(`status ${answer.status} has no body in the contract`);
    else if (validate && !(json.ok && validate(json.value)))
      problems.push(`the body does not match the contract: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    if (verdict === "refused") problems.push("the contract refuses this request, yet it was answered 2xx");
    return problems;
  }
  if (!answer.contentType?.startsWith("application/json")) problems.push(`error answer with content type ${answer.contentType}`);
  if (!json.ok || !errorBody(json.value)) {
    problems.push(`error answer without the {code, message, description} body: ${answer.body.slice(0, 200)}`);
    return problems;
  }
  if (verdict === "accepted" && refusedAsInvalid(json.value as { code?: unknown; message?: unknown })) {
    problems.push(`the contract accepts this request, yet it was refused as breaking it: ${answer.body.slice(0, 200)}`);
  }
  return problems;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
