import { injectable } from "inversify";
import { ok, type Result } from "../../../ports/shared/result.port";
import type { PageErrorEvent, PageErrorGateway } from "../../../ports/shell/page-error-gateway.port";

/** Keeps the page-error reports in memory, for tests that check what was reported. */
@injectable()
export class MemoryPageErrorGateway implements PageErrorGateway {
  readonly reports: PageErrorEvent[] = [];

  async report(event: PageErrorEvent): Promise<Result<void>> {
    this.reports.push(event);
    return ok(undefined);
  }
}
