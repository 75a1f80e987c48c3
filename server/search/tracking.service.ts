import type { components } from "../../src/contract/api.gen";
import { ApiError } from "../http/api-error";
import type { Clock } from "../shared/clock";
import type { AddressLimiter } from "../shell/address-limit";
import { storableText } from "../shell/storable-text";
import type { SearchHistoryService } from "./history.service";
import type { SearchEventRepository } from "./tracking.repository";

/**
 * Decision (SPEC silent): 120 committed searches per client address a minute. A school's pupils
 * often share one address, and SPEC §4 fires the event once per typed query, so the limit is four
 * times the page errors' (server/shell/page-error.service.ts); a loop of requests still cannot fill
 * the table.
 */
export const SEARCH_EVENT_LIMIT = { name: "search-event:address", max: 120, windowMs: 60 * 1000 } as const;

export type TrackingFailure = (error: unknown, what: string) => void;

/**
 * openapi trackSearchUserEvent (SPEC §4, §7: app, query parameters and search term, sent when a
 * search is committed). The event is kept for statistics without a person (no user id, no
 * address); a signed-in user's search term goes to their history (history.service.ts). Tracking
 * never fails a search: past the address limit the answer is 429, but a failing counter store,
 * event table or history write is logged and the answer is still 204.
 */
export class SearchTrackingService {
  constructor(
    private readonly events: SearchEventRepository,
    private readonly history: SearchHistoryService,
    private readonly limiter: AddressLimiter,
    private readonly clock: Clock,
  ) {}

  /** `onFailure` hears of what could not be recorded (the request's logger). */
  async record(
    event: components["schemas"]["SearchUserEvent"],
    sender: { address: string; userId: number | null },
    onFailure: TrackingFailure,
  ): Promise<void> {
    if (!(await this.withinLimit(sender.address, onFailure))) return;
    await attempt(onFailure, "search event", () =>
      this.events.save({
        app: event.app,
        searchTerm: storableText(event.searchTerm),
        queryParameters: event.queryParameters.map(({ key, value }) => ({ key: storableText(key), value: storableText(value) })),
        createdAt: this.clock.now(),
      }),
    );
    const { userId } = sender;
    if (userId !== null) await attempt(onFailure, "search history", () => this.history.remember(userId, event.searchTerm));
  }

  /** False when the counter store failed (the event is dropped); a 429 past the limit. */
  private async withinLimit(address: string, onFailure: TrackingFailure): Promise<boolean> {
    try {
      await this.limiter.use(address);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === "REQUEST.RATE_LIMITED") throw error;
      onFailure(error, "search event rate limit");
      return false;
    }
  }
}

async function attempt(onFailure: TrackingFailure, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    onFailure(error, what);
  }
}
