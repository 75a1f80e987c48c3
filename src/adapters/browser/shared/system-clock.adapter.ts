import { injectable } from "inversify";
import type { Clock } from "../../../ports/shared/clock.port";

/** The real clock and timers. */
@injectable()
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }

  schedule(delayMs: number, callback: () => void): () => void {
    const handle = setTimeout(callback, delayMs);
    return () => clearTimeout(handle);
  }
}
