import { err, ok, type Result } from "../../../ports/shared/result.port";
import { mapHttpError, mapNetworkError } from "./http-error.mapper";

interface FetchOutcome<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

/** Runs one openapi-fetch call and turns every outcome into a Result (ARCHITECTURE §4.5). */
export async function callApi<T, U = T>(call: () => Promise<FetchOutcome<T>>, pick: (data: T) => U): Promise<Result<U>> {
  let outcome: FetchOutcome<T>;
  try {
    outcome = await call();
  } catch (cause) {
    return err(mapNetworkError(cause));
  }
  if (!outcome.response.ok) return err(mapHttpError(outcome.response.status, outcome.error));
  return ok(pick(outcome.data as T));
}
