import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InProcessLock } from "./in-process-lock.adapter";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe("InProcessLock", () => {
  it("grants the lock to one holder at a time, in the order asked", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 12 }), async (durations) => {
        const lock = new InProcessLock();
        let holding = 0;
        let most = 0;
        const order: number[] = [];
        await Promise.all(
          durations.map((ms, i) =>
            lock.run("refresh", async () => {
              holding += 1;
              most = Math.max(most, holding);
              order.push(i);
              await sleep(ms);
              holding -= 1;
            }),
          ),
        );
        expect(most).toBe(1);
        expect(order).toEqual(durations.map((_, i) => i));
      }),
      { numRuns: 30 },
    );
  });

  it("passes the holder's result and error through and releases the lock after a failure", async () => {
    const lock = new InProcessLock();
    const failed = lock.run("refresh", async () => {
      throw new Error("refresh crashed");
    });
    const next = lock.run("refresh", async () => 42);
    await expect(failed).rejects.toThrow("refresh crashed");
    await expect(next).resolves.toBe(42);
  });

  it("does not make different lock names wait for each other", async () => {
    const lock = new InProcessLock();
    let release: () => void = () => undefined;
    const held = lock.run("a", () => new Promise<void>((resolve) => (release = resolve)));
    await expect(lock.run("b", async () => "b ran")).resolves.toBe("b ran");
    release();
    await held;
  });
});
