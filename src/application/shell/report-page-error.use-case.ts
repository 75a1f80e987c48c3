import { inject, injectable } from "inversify";
import { appError } from "../../ports/shared/app-error.port";
import { err, ok, type Result } from "../../ports/shared/result.port";
import type { PageErrorEvent, PageErrorGateway } from "../../ports/shell/page-error-gateway.port";
import { PAGE_ERROR_GATEWAY } from "../../ports/shell/notices.tokens";

/** What the unhandled-error fallback (SPEC §8) knows when it catches an error. */
export interface PageErrorInput {
  /** The page's path with its query, e.g. "/member/play?x=1". */
  readonly path: string;
  /** Whatever was thrown. */
  readonly error: unknown;
  /** The HTTP status behind the error, when there was one. */
  readonly statusCode?: number | null;
}

// openapi PageErrorEvent: the server refuses longer fields, so they are cut to fit.
const MAX_PATH = 2000;
const MAX_MESSAGE = 2000;
const MAX_STACK = 20_000;

/**
 * Reports an unhandled UI error (SPEC §8) to POST /v1/track/page/error. Never throws: the page is
 * already failing. The same error on the same path is sent once per page life (a render loop, or
 * React rendering twice, must not send it again and again).
 * Usage from the fallback: `useStores().pageErrors.execute({ path, error })`.
 */
@injectable()
export class ReportPageErrorUseCase {
  private readonly sent = new Set<string>();

  constructor(@inject(PAGE_ERROR_GATEWAY) private readonly gateway: PageErrorGateway) {}

  async execute(input: PageErrorInput): Promise<Result<void>> {
    const event = pageErrorEvent(input);
    const key = `${event.path}\n${event.message}`;
    if (this.sent.has(key)) return ok(undefined);
    this.sent.add(key);
    try {
      return await this.gateway.report(event);
    } catch (cause) {
      return err(appError("network", { message: cause instanceof Error ? cause.message : String(cause) }));
    }
  }
}

/** The contract's event for a thrown value: "Name: message" and the stack, each cut to the contract's limits. */
export function pageErrorEvent({ path, error, statusCode }: PageErrorInput): PageErrorEvent {
  const status = httpStatus(statusCode);
  if (error instanceof Error) {
    const message = error.message ? `${error.name}: ${error.message}` : error.name;
    return {
      path: cut(path, MAX_PATH),
      message: cut(message, MAX_MESSAGE),
      stack: error.stack ? cut(error.stack, MAX_STACK) : null,
      statusCode: status,
    };
  }
  return { path: cut(path, MAX_PATH), message: cut(describe(error), MAX_MESSAGE), stack: null, statusCode: status };
}

/** An HTTP status the contract accepts (an integer 100–599), else null. */
function httpStatus(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 100 && value <= 599 ? value : null;
}

function describe(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max);
}
