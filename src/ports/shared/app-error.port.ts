// ARCHITECTURE §4.5: the REST adapter maps every HTTP failure to one of these kinds, in one place.
export const APP_ERROR_KINDS = ["unauthorized", "forbidden", "notFound", "validation", "rateLimited", "network", "server"] as const;

export type AppErrorKind = (typeof APP_ERROR_KINDS)[number];

/** SPEC §3 "Error response body": code, message, description. */
export interface ErrorBody {
  readonly code: string;
  readonly message: string;
  readonly description: string;
}

export interface AppError extends ErrorBody {
  readonly kind: AppErrorKind;
  /** The HTTP status when there was an answer; null for network failures. */
  readonly status: number | null;
}

export function appError(kind: AppErrorKind, body: Partial<ErrorBody> = {}, status: number | null = null): AppError {
  return {
    kind,
    status,
    code: body.code ?? `APP.${kind.toUpperCase()}`,
    message: body.message ?? "",
    description: body.description ?? "",
  };
}
