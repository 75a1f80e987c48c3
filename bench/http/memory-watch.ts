import type { ServerHandle } from "./server-handle";
import type { MemorySample } from "./server-protocol";

export interface PressureWatch {
  memory: MemorySample[];
  /** The overload guard's event-loop delay samples, in ms (empty when the guard is off). */
  eventLoopDelayMs: number[];
}

/** Samples the server's memory as it is (no GC) every `everyMs` until stopped; the peak is what load cost. */
export function watchMemory(server: ServerHandle, everyMs: number): { stop(): Promise<PressureWatch> } {
  const watch: PressureWatch = { memory: [], eventLoopDelayMs: [] };
  let pending: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    pending = pending.then(async () => {
      try {
        const sample = await server.pressure();
        watch.memory.push(sample.memory);
        if (sample.eventLoopDelayMs !== undefined) watch.eventLoopDelayMs.push(sample.eventLoopDelayMs);
      } catch {
        // A server too busy to answer within the IPC timeout is itself a finding, not a bench failure.
      }
    });
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      return watch;
    },
  };
}

export const peak = (samples: readonly MemorySample[], key: keyof MemorySample): number =>
  samples.reduce((max, sample) => Math.max(max, sample[key]), 0);
