import { ERROR_CODES, errorBody, type ErrorCode } from "../../../domain/errors/error-codes";
import type { AppError } from "../../../ports/shared/app-error.port";
import { mapHttpError } from "../../rest/shared/http-error.mapper";

/**
 * The error the REST adapter would give for the server's answer with this code: the catalogue's
 * status and body, mapped by the REST adapter's own mapper, so the two backends fail alike (issue 7
 * §1). Typed by the catalogue: a code the server never sends does not compile.
 */
export function memoryError(code: ErrorCode, message?: string): AppError {
  return mapHttpError(ERROR_CODES[code].status, errorBody(code, message));
}
