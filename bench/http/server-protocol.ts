/** Messages between the bench (parent) and the server it starts in a child process, over IPC. */
export interface MemorySample {
  rssMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  externalMiB: number;
  arrayBuffersMiB: number;
}

/** What the child started: the settings that shape the figures, echoed into the report. */
export interface ServerSettings {
  logLevel: string;
  databasePoolSize: number;
  preparedStatements: boolean;
  overload: { maxEventLoopDelayMs: number; maxEventLoopUtilization: number; sampleIntervalMs: number; retryAfterSeconds: number };
}

export type ServerMessage =
  | { type: "ready"; port: number; database: string; startMs: number; memory: MemorySample; settings: ServerSettings }
  | { type: "memory"; memory: MemorySample; eventLoopDelayMs?: number }
  | { type: "failed"; error: string };

/** `gc: false` samples memory as it is (during load); otherwise after a full collection. */
export type ParentMessage = { type: "memory"; gc?: boolean } | { type: "close" };

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
