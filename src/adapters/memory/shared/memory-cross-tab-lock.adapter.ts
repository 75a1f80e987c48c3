import type { CrossTabLock } from "../../../ports/shared/cross-tab-lock.port";
import { InProcessLock } from "../../browser/shared/in-process-lock.adapter";

/**
 * The lock the tabs would share, in memory: give one instance to several simulated tabs. It
 * counts what it granted so tests can check that holders never overlapped.
 */
export class MemoryCrossTabLock implements CrossTabLock {
  private readonly inner = new InProcessLock();
  private holding = 0;
  /** How many times the lock was granted. */
  grants = 0;
  /** The most holders at one time (1 when the lock did its job). */
  maxHolders = 0;

  run<T>(name: string, work: () => Promise<T>): Promise<T> {
    return this.inner.run(name, async () => {
      this.grants += 1;
      this.holding += 1;
      this.maxHolders = Math.max(this.maxHolders, this.holding);
      try {
        return await work();
      } finally {
        this.holding -= 1;
      }
    });
  }
}
