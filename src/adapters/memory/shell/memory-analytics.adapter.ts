import { injectable } from "inversify";
import type { AnalyticsTrackers } from "../../../domain/consent/analytics-trackers";
import type { AnalyticsLoader } from "../../../ports/shell/analytics.port";

/** Loads nothing; records what the app asked for, so tests can see which trackers would run. */
@injectable()
export class MemoryAnalyticsLoader implements AnalyticsLoader {
  readonly calls: AnalyticsTrackers[] = [];

  apply(trackers: AnalyticsTrackers): void {
    this.calls.push(trackers);
  }

  /** The trackers of the last call (none before the first). */
  get current(): AnalyticsTrackers {
    return this.calls.at(-1) ?? { googleAnalyticsId: null, metaPixelId: null };
  }
}
