import { appError, type AppError, type AppErrorKind, type ErrorBody } from "../../../ports/shared/app-error.port";

// ARCHITECTURE §4.5: every HTTP failure becomes one of the fixed error kinds here, and only here.

function kindForStatus(status: number): AppErrorKind {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "notFound";
  if (status === 429) return "rateLimited";
  if (status >= 500) return "server";
  // 400, 409, 413, 422 and the other client mistakes: the request itself was not acceptable.
  return "validation";
}

/** Reads SPEC §3's `{code, message, description}` from an error body; unknown shapes give {}. */
export function readErrorBody(body: unknown): Partial<ErrorBody> {
  if (typeof body !== "object" || body === null) return {};
  const bag = body as Record<string, unknown>;
  const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
  const result: { code?: string; message?: string; description?: string } = {};
  const code = text(bag.code);
  const message = text(bag.message);
  const description = text(bag.description);
  if (code !== undefined) result.code = code;
  if (message !== undefined) result.message = message;
  if (description !== undefined) result.description = description;
  return result;
}

/** An answered request that failed. */
export function mapHttpError(status: number, body: unknown): AppError {
  return appError(kindForStatus(status), readErrorBody(body), status);
}

/** A request that got no answer (offline, DNS, CORS, aborted). */
export function mapNetworkError(cause: unknown): AppError {
  const message = cause instanceof Error ? cause.message : String(cause);
  return appError("network", { code: "APP.NETWORK", message }, null);
}
