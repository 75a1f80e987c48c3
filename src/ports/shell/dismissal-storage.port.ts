import type { AlertDismissal } from "../../domain/notices/alert-visibility";

/**
 * SPEC §3: "Dismissed alerts are stored locally as entries with alertId and expiresAt." SPEC §4:
 * "Expired dismissals are dropped from storage."
 */
export interface DismissalStorage {
  /** The dismissals still in force at `now` (epoch ms); expired ones are dropped from storage. */
  load(now: number): AlertDismissal[];
  /** Replaces the stored dismissals. */
  save(dismissals: readonly AlertDismissal[]): void;
}
