import { inject, injectable } from "inversify";
import { alertPhase } from "../../../domain/notices/alert-visibility";
import { resolveReseller } from "../../../domain/routing/reseller";
import { DEMO_RESELLERS } from "../../../fixtures/demo-resellers";
import { DEMO_ALERT_STRIPS } from "../../../fixtures/demo-shell";
import type { Clock } from "../../../ports/shared/clock.port";
import { CLOCK } from "../../../ports/shared/platform.tokens";
import { ok, type Result } from "../../../ports/shared/result.port";
import type { AlertStrip, AlertStripGateway } from "../../../ports/shell/alert-strip-gateway.port";

const KNOWN_RESELLERS = DEMO_RESELLERS.map((reseller) => reseller.slug);

/**
 * The demo alert strips of src/fixtures/demo-shell.ts laid out around the moment this backend
 * starts, as the seed lays them out around its run, and filtered as the server filters them: only
 * strips from displayFrom − 2 h until expiry (SPEC §4, §9). An unknown reseller falls back to member (SPEC §1).
 */
@injectable()
export class MemoryAlertStripsAdapter implements AlertStripGateway {
  private readonly seededAt: number;

  constructor(@inject(CLOCK) private readonly clock: Clock) {
    this.seededAt = clock.now();
  }

  async listAlertStrips(reseller: string): Promise<Result<readonly AlertStrip[]>> {
    const slug = resolveReseller(reseller, KNOWN_RESELLERS);
    const now = this.clock.now();
    const strips = DEMO_ALERT_STRIPS.map((strip, index): AlertStrip => ({
      id: index + 1,
      kind: strip.kind,
      message: strip.message,
      url: strip.url,
      displayFrom: new Date(this.seededAt + strip.displayFromOffsetMs).toISOString(),
      expiresAt: new Date(this.seededAt + strip.expiresAtOffsetMs).toISOString(),
      resellerSlug: slug,
    }));
    return ok(strips.filter((strip) => alertPhase(strip, now) === "visible"));
  }
}
