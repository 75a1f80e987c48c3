import { afterEach, describe, expect, it, vi } from "vitest";
import type { CrossTabLock } from "../../../ports/shared/cross-tab-lock.port";
import { WebLocksCrossTabLock, type LockRequester } from "./web-locks.adapter";

/** A LockManager stand-in that records the requests and runs the callback at once. */
function fakeLocks() {
  const requests: { name: string; options: LockOptions }[] = [];
  const locks = {
    request: (name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) => {
      requests.push({ name, options });
      return Promise.resolve(callback({ name, mode: options.mode ?? "exclusive" } as Lock));
    },
  } as unknown as LockRequester;
  return { locks, requests };
}

describe("WebLocksCrossTabLock", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks the Web Locks API for the named exclusive lock and returns the work's result", async () => {
    const { locks, requests } = fakeLocks();
    const lock = new WebLocksCrossTabLock(locks);
    await expect(lock.run("skolmedia-refresh", async () => "refreshed")).resolves.toBe("refreshed");
    expect(requests).toEqual([{ name: "skolmedia-refresh", options: { mode: "exclusive" } }]);
    expect(lock.spansTabs).toBe(true);
  });

  it("uses navigator.locks when the browser has it", async () => {
    const { locks, requests } = fakeLocks();
    vi.stubGlobal("navigator", { locks });
    await new WebLocksCrossTabLock().run("skolmedia-refresh", async () => undefined);
    expect(requests).toHaveLength(1);
  });

  it("falls back to the in-tab lock when navigator.locks is missing (no secure context, old browser)", async () => {
    vi.stubGlobal("navigator", {});
    const fallback: CrossTabLock = { run: vi.fn((_name, work) => work()) };
    const lock = new WebLocksCrossTabLock(undefined, fallback);
    await expect(lock.run("skolmedia-refresh", async () => 7)).resolves.toBe(7);
    expect(fallback.run).toHaveBeenCalledWith("skolmedia-refresh", expect.any(Function));
    expect(lock.spansTabs).toBe(false);
  });

  it("still serialises the callers of one tab without Web Locks", async () => {
    const lock = new WebLocksCrossTabLock(null);
    const order: string[] = [];
    await Promise.all([
      lock.run("r", async () => {
        order.push("first in");
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push("first out");
      }),
      lock.run("r", async () => {
        order.push("second in");
      }),
    ]);
    expect(order).toEqual(["first in", "first out", "second in"]);
  });
});
