import type { AppError } from "./app-error.port";

// ARCHITECTURE §4.5: expected failures are values. Every gateway and use case answers a Result.
export type Result<T, E = AppError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function err<E>(error: E): Result<never, E> {
  return { ok: false, error };
}
