import { defer, finalize, firstValueFrom, shareReplay, type Observable } from "rxjs";

/**
 * ARCHITECTURE §4.6 / SPEC §4: one shared in-flight operation. Callers that arrive while it runs
 * get the same outcome; once it settles it is cleared, so the next caller starts a fresh one.
 */
export class SingleFlight<T> {
  private inFlight: Observable<T> | null = null;

  constructor(private readonly work: () => Promise<T>) {}

  get isRunning(): boolean {
    return this.inFlight !== null;
  }

  run(): Promise<T> {
    if (this.inFlight === null) {
      const shared = defer(() => this.work()).pipe(
        finalize(() => {
          if (this.inFlight === shared) this.inFlight = null;
        }),
        shareReplay({ bufferSize: 1, refCount: false }),
      );
      this.inFlight = shared;
    }
    return firstValueFrom(this.inFlight);
  }
}
