import type { ContractSchema } from "../../contract/schemas";
import type { Result } from "../shared/result.port";

/** POST /v1/track/page/error: exactly the contract's `PageErrorEvent` (path, message, stack, statusCode). */
export type PageErrorEvent = ContractSchema<"PageErrorEvent">;

/** Where the unhandled UI errors of SPEC §8 are reported, for the developers. */
export interface PageErrorGateway {
  report(event: PageErrorEvent): Promise<Result<void>>;
}
