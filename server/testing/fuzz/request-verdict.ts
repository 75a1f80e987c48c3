import type { OperationModel } from "./operation-model";

/** What the contract says of a request: Ajv accepts it, refuses it, or the contract does not decide (a body sent to an operation that takes none). */
export type Verdict = "accepted" | "refused" | "unknown";

/** The verdict on a JSON body value sent with `contentType` (undefined: application/json). */
export function bodyVerdict(model: OperationModel, body: unknown, contentType: string | undefined): Verdict {
  if (!model.body || !model.validateBody) return "unknown";
  if (contentType !== undefined) return "refused";
  // What is sent: JSON.stringify drops undefined and turns non-finite numbers into null.
  return textVerdict(model, JSON.stringify(body));
}

/**
 * The verdict on a JSON body text, read as the server's parser reads it: a leading byte-order mark
 * is skipped, and `__proto__` or `constructor.prototype` keys are refused (prototype poisoning).
 */
export function textVerdict(model: OperationModel, text: string): Verdict {
  if (!model.validateBody) return "unknown";
  if (/"__proto__"\s*:|"constructor"\s*:\s*\{[^}]*"prototype"\s*:/.test(text)) return "refused";
  let value: unknown;
  try {
    value = JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch {
    return "refused";
  }
  // openapi-routes.ts reads a JSON null as no body, which an optional body may be.
  if (value === null && model.body?.required === false) return "accepted";
  return model.validateBody(value) ? "accepted" : "refused";
}

/** The verdict on encoded path segments, decoded as the router decodes them. */
export function pathVerdict(model: OperationModel, segments: Record<string, string>): Verdict {
  if (!model.validatePath) return "accepted";
  const decoded: Record<string, string> = {};
  for (const [name, segment] of Object.entries(segments)) {
    try {
      decoded[name] = decodeURIComponent(segment);
    } catch {
      return "unknown"; // an invalid %-escape: the router decides
    }
    if (decoded[name] === "") return "unknown"; // an empty segment matches another route, or none
  }
  return model.validatePath(decoded) ? "accepted" : "refused";
}

/** The verdict on a query string, parsed into repeated keys as Fastify parses it. */
export function queryVerdict(model: OperationModel, query: string): Verdict {
  if (!model.validateQuery) return "accepted";
  // No prototype, as Fastify's parser: a `__proto__` key is a parameter like any other (on a plain
  // object it would set the prototype, and an inherited Array.prototype.sort would meet a `sort` parameter).
  const parsed = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(query)) {
    const previous = parsed[key];
    parsed[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return model.validateQuery(parsed) ? "accepted" : "refused";
}
