import type { CrossTabLock } from "../../../ports/shared/cross-tab-lock.port";

/**
 * A first-come-first-served lock inside one JavaScript realm. It is the fallback of the Web Locks
 * adapter where `navigator.locks` is missing (old browsers, pages not served over https or
 * localhost): it then serialises only the callers of this tab, which is what the app did before.
 */
export class InProcessLock implements CrossTabLock {
  /** Per lock name, a promise that settles when the last queued holder has released it. */
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(name: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // `previous` only ever resolves (it chains `released` promises), so a failed holder cannot block the queue.
    const tail = previous.then(() => released);
    this.tails.set(name, tail);
    return previous
      .then(() => work())
      .finally(() => {
        release();
        if (this.tails.get(name) === tail) this.tails.delete(name);
      });
  }
}
