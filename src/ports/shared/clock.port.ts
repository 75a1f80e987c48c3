/** Time as a port, so rules that depend on it are testable (ARCHITECTURE §4.2). */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Runs the callback after a delay; returns a function that cancels it. */
  schedule(delayMs: number, callback: () => void): () => void;
}
