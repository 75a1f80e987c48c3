/** Messages between the bench (parent) and the server it starts in a child process, over IPC. */
export interface MemorySample {
  rssMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  externalMiB: number;
  arrayBuffersMiB: number;
}

export type ServerMessage =
  | { type: "ready"; port: number; database: string; startMs: number; memory: MemorySample }
  | { type: "memory"; memory: MemorySample }
  | { type: "failed"; error: string };

export type ParentMessage = { type: "memory" } | { type: "close" };

const MIB = 1024 * 1024;

export function memorySample(usage: NodeJS.MemoryUsage = process.memoryUsage()): MemorySample {
  return {
    rssMiB: usage.rss / MIB,
    heapUsedMiB: usage.heapUsed / MIB,
    heapTotalMiB: usage.heapTotal / MIB,
    externalMiB: usage.external / MIB,
    arrayBuffersMiB: usage.arrayBuffers / MIB,
  };
}
