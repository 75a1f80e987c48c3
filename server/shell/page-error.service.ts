import type { Clock } from "../shared/clock";
import type { components } from "../../src/contract/api.gen";
import type { AddressLimiter } from "./address-limit";
import type { PageErrorRepository } from "./page-error.repository";
import { storableText, storableTextOrNull } from "./storable-text";

/**
 * Decision: 30 reports per client address a minute. A page that fails in a loop must not fill the
 * table; the sizes of one report are bounded by the contract (PageErrorEvent) and the table's checks.
 */
export const PAGE_ERROR_LIMIT = { name: "page-error:address", max: 30, windowMs: 60 * 1000 } as const;

/** SPEC §8's unhandled UI errors, reported by the web app and kept for the developers. */
export class PageErrorService {
  constructor(
    private readonly repository: PageErrorRepository,
    private readonly limiter: AddressLimiter,
    private readonly clock: Clock,
  ) {}

  async record(event: components["schemas"]["PageErrorEvent"], sender: { address: string; userId: number | null }): Promise<void> {
    await this.limiter.use(sender.address);
    await this.repository.save({
      path: storableText(event.path),
      message: storableText(event.message),
      stack: storableTextOrNull(event.stack),
      statusCode: event.statusCode ?? null,
      userId: sender.userId,
      createdAt: this.clock.now(),
    });
  }
}
