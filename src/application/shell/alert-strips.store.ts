import { inject, injectable } from "inversify";
import { action, computed, makeObservable, observable, observableRef, reaction, runInAction } from "mobx";
import { nextAlertChange } from "../../domain/notices/alert-schedule";
import { dismissAlert, visibleAlerts, type AlertDismissal, type AlertId } from "../../domain/notices/alert-visibility";
import { isCachedRoute } from "../../domain/routing/route-policies";
import type { Clock } from "../../ports/shared/clock.port";
import { CLOCK } from "../../ports/shared/platform.tokens";
import type { AlertStrip, AlertStripGateway } from "../../ports/shell/alert-strip-gateway.port";
import type { DismissalStorage } from "../../ports/shell/dismissal-storage.port";
import { ALERT_STRIP_GATEWAY, DISMISSAL_STORAGE } from "../../ports/shell/notices.tokens";
import { UiStore } from "./ui.store";

// setTimeout keeps at most 2^31 − 1 ms (about 24.8 days); a later moment is looked at again in a day.
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * The alert strips of the shell (SPEC §2 top menu, §3, §4). Loaded per reseller, except on the
 * cached home route / (SPEC §2: no alert strip is fetched for it, and none is shown there); loaded
 * again when the UiStore asks (SPEC §4 logout). Failures are silent (SPEC §7, §8). Shown: the
 * domain's visibleAlerts at the store's `now` minus the dismissed ones, which are kept locally
 * until the alert's own expiry.
 */
@injectable()
export class AlertStripsStore {
  strips: readonly AlertStrip[] = [];
  dismissals: readonly AlertDismissal[] = [];
  /** The instant visibility is judged at; moved on when a strip is due to appear or expire. */
  now: number;
  onCachedRoute = false;
  private reseller: string | null = null;
  private loadedReseller: string | null = null;
  private request = 0;
  private cancelTick: (() => void) | null = null;

  constructor(
    @inject(ALERT_STRIP_GATEWAY) private readonly gateway: AlertStripGateway,
    @inject(DISMISSAL_STORAGE) private readonly storage: DismissalStorage,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(UiStore) ui: UiStore,
  ) {
    this.now = clock.now();
    makeObservable<AlertStripsStore, "tick">(this, {
      strips: observableRef,
      dismissals: observableRef,
      now: observable,
      onCachedRoute: observable,
      visible: computed,
      dismiss: action,
      tick: action,
    });
    // SPEC §4 "Logout": the alert strips are cleared and reloaded.
    reaction(
      () => ui.alertReloads,
      () => {
        runInAction(() => (this.strips = []));
        this.loadedReseller = null;
        if (this.reseller !== null && !this.onCachedRoute) void this.load(this.reseller);
      },
    );
  }

  /** The strips to show, in the server's order. */
  get visible(): AlertStrip[] {
    if (this.onCachedRoute) return [];
    return visibleAlerts(this.strips, this.dismissals, this.now);
  }

  /** The shell calls this on every route: loads the reseller's strips once, never on the cached route. */
  showFor(path: string, reseller: string): Promise<void> {
    const cached = isCachedRoute(path);
    runInAction(() => (this.onCachedRoute = cached));
    this.reseller = reseller;
    if (cached || reseller === this.loadedReseller) return Promise.resolve();
    return this.load(reseller);
  }

  /** Hides the strip and remembers it until the strip's expiry (SPEC §3, §4). */
  dismiss(id: AlertId): void {
    const strip = this.strips.find((s) => String(s.id) === String(id));
    if (!strip) return;
    // Read again first: another tab may have dismissed a strip meanwhile.
    this.dismissals = dismissAlert(this.storage.load(this.clock.now()), strip);
    this.storage.save(this.dismissals);
  }

  private async load(reseller: string): Promise<void> {
    const request = ++this.request;
    this.loadedReseller = reseller;
    const result = await this.gateway.listAlertStrips(reseller);
    if (request !== this.request) return;
    runInAction(() => {
      this.dismissals = this.storage.load(this.clock.now());
      // A failure is silent (SPEC §8): no strips, and the next route asks again.
      this.strips = result.ok ? result.value : [];
    });
    if (!result.ok) this.loadedReseller = null;
    this.tick();
  }

  /** Judges visibility now, and again when the next strip appears or expires. */
  private tick(): void {
    this.now = this.clock.now();
    this.cancelTick?.();
    const next = nextAlertChange(this.strips, this.now);
    this.cancelTick = next === null ? null : this.clock.schedule(Math.min(next - this.now, MAX_WAIT_MS), () => this.tick());
  }
}
