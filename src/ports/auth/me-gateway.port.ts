import type { ContractSchema } from "../../contract/schemas";
import type { Result } from "../shared/result.port";

/** GET /v1/me: the signed-in user (SPEC §3 Account, Profile), exactly the contract's `Me`, read-only. */
export type Me = ContractSchema<"Me">;

export interface MeGateway {
  getMe(): Promise<Result<Me>>;
}
