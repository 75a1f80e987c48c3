import { injectable } from "inversify";
import { pruneDismissals, type AlertDismissal } from "../../../domain/notices/alert-visibility";
import type { DismissalStorage } from "../../../ports/shell/dismissal-storage.port";

/** Dismissed alerts kept for the life of the container (tests and the memory platform). */
@injectable()
export class MemoryDismissalStorage implements DismissalStorage {
  private entries: AlertDismissal[] = [];

  load(now: number): AlertDismissal[] {
    this.entries = pruneDismissals(this.entries, now);
    return [...this.entries];
  }

  save(dismissals: readonly AlertDismissal[]): void {
    this.entries = [...dismissals];
  }
}
