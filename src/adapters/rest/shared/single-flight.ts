import { defer, finalize, firstValueFrom, shareReplay, type Observable } from "rxjs";

/**
 * ARCHITECTURE §4.6 / SPEC §4: one shared in-flight operation. Callers that arrive while it runs
 * get the same outcome; once it settles it is cleared, so the next caller starts a fresh one.
 * The caller that starts a run gives its input; callers that join a running one share its input.
 */
export class SingleFlight<T, I = void> {
  private inFlight: Observable<T> | null = null;

  constructor(private readonly work: (input: I) => Promise<T>) {}

  get isRunning(): boolean {
    return this.inFlight !== null;
  }

  run(input: I): Promise<T> {
    if (this.inFlight === null) {
      const shared = defer(() => this.work(input)).pipe(
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
