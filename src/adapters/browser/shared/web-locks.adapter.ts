import type { CrossTabLock } from "../../../ports/shared/cross-tab-lock.port";
import { InProcessLock } from "./in-process-lock.adapter";

/** The part of the Web Locks API's `LockManager` this adapter uses. */
export type LockRequester = Pick<LockManager, "request">;

/**
 * CrossTabLock over the Web Locks API (`navigator.locks`): the browser grants a named exclusive
 * lock to one tab of the origin at a time and releases it when the holder's promise settles or the
 * tab closes. Where the API is missing the lock falls back to one tab only (InProcessLock).
 */
export class WebLocksCrossTabLock implements CrossTabLock {
  private readonly locks: LockRequester | null;

  constructor(
    locks: LockRequester | null = browserLocks(),
    private readonly fallback: CrossTabLock = new InProcessLock(),
  ) {
    this.locks = locks;
  }

  /** True when the lock really spans the tabs (for diagnostics and tests). */
  get spansTabs(): boolean {
    return this.locks !== null;
  }

  run<T>(name: string, work: () => Promise<T>): Promise<T> {
    if (this.locks === null) return this.fallback.run(name, work);
    // The lock is held until the callback's promise settles; request() resolves with its result.
    return this.locks.request(name, { mode: "exclusive" }, () => work()) as Promise<Awaited<T>> as Promise<T>;
  }
}

function browserLocks(): LockRequester | null {
  // Web Locks exist only in secure contexts (https, localhost); elsewhere `navigator.locks` is undefined.
  const nav = (globalThis as { navigator?: { locks?: LockRequester } }).navigator;
  return nav?.locks ?? null;
}
