import { ERROR_CODES, type ErrorCode } from "./error-codes";

/**
 * An expected failure a handler reports to the client. The error handler renders it as the
 * error body with the status of its code. `headers` carries e.g. Retry-After for 429.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly headers: Readonly<Record<string, string>> = {},
    options?: ErrorOptions,
  ) {
    super(message ?? ERROR_CODES[code].message, options);
    this.name = "ApiError";
    this.status = ERROR_CODES[code].status;
  }
}
