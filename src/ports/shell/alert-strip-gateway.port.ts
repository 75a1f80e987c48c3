import type { ContractSchema } from "../../contract/schemas";
import type { Result } from "../shared/result.port";

/** SPEC §3 "Alert strip": exactly the contract's `AlertStrip`, read-only. */
export type AlertStrip = ContractSchema<"AlertStrip">;

/** SPEC §3: COOKIE, DANGER, NETWORK, WARNING, INFO; each has its own icon and colour. */
export type AlertKind = AlertStrip["kind"];

/** The reseller's important messages (SPEC §7: fetched per reseller, default member). */
export interface AlertStripGateway {
  /** The strips due to be shown (the server hands out none earlier than displayFrom − 2 h). */
  listAlertStrips(reseller: string): Promise<Result<readonly AlertStrip[]>>;
}
