// Test doubles of the notice ports (alert strips, dismissals, network probe, page errors).
import { pruneDismissals, type AlertDismissal } from "../../domain/notices/alert-visibility";
import type { Clock } from "../../ports/shared/clock.port";
import { appError } from "../../ports/shared/app-error.port";
import { err, ok, type Result } from "../../ports/shared/result.port";
import type { AlertStrip, AlertStripGateway } from "../../ports/shell/alert-strip-gateway.port";
import type { DismissalStorage } from "../../ports/shell/dismissal-storage.port";
import type { NetworkProbe } from "../../ports/shell/network-probe.port";
import type { PageErrorEvent, PageErrorGateway } from "../../ports/shell/page-error-gateway.port";
import { AlertStripsStore } from "./alert-strips.store";
import { NetworkStatusStore } from "./network-status.store";
import { ReportPageErrorUseCase } from "./report-page-error.use-case";
import { ToastStore } from "./toast.store";
import type { UiStore } from "./ui.store";

const HOUR = 3_600_000;

/** A strip shown from an hour before `now` until a day after it, unless told otherwise. */
export function stripAt(now: number, id: number, change: Partial<AlertStrip> = {}): AlertStrip {
  return {
    id,
    kind: "INFO",
    message: `Meddelande ${id}`,
    url: null,
    displayFrom: new Date(now - HOUR).toISOString(),
    expiresAt: new Date(now + 24 * HOUR).toISOString(),
    resellerSlug: "member",
    ...change,
  };
}

export class FakeAlertStripGateway implements AlertStripGateway {
  readonly calls: string[] = [];
  strips: AlertStrip[] = [];
  failing = false;
  /** When set, calls wait for it (tests of answers arriving out of order). */
  gate: Promise<void> | null = null;

  async listAlertStrips(reseller: string): Promise<Result<readonly AlertStrip[]>> {
    this.calls.push(reseller);
    const strips = this.strips.map((strip) => ({ ...strip, resellerSlug: reseller }));
    const failing = this.failing;
    if (this.gate) await this.gate;
    return failing ? err(appError("server", {}, 500)) : ok(strips);
  }
}

export class FakeDismissalStorage implements DismissalStorage {
  entries: AlertDismissal[] = [];
  load(now: number): AlertDismissal[] {
    this.entries = pruneDismissals(this.entries, now);
    return [...this.entries];
  }
  save(dismissals: readonly AlertDismissal[]): void {
    this.entries = [...dismissals];
  }
}

/** A probe whose answers the test gives: true (answered) or false (failed). */
export class FakeNetworkProbe implements NetworkProbe {
  answers: boolean[] = [];
  online = true;
  readonly timeouts: number[] = [];
  async probe(timeoutMs: number): Promise<boolean> {
    this.timeouts.push(timeoutMs);
    return this.answers.shift() ?? this.online;
  }
}

export class FakePageErrorGateway implements PageErrorGateway {
  readonly reports: PageErrorEvent[] = [];
  failing = false;
  async report(event: PageErrorEvent): Promise<Result<void>> {
    this.reports.push(event);
    return this.failing ? err(appError("rateLimited", {}, 429)) : ok(undefined);
  }
}

/** The notice stores on these doubles, as RootStore takes them. */
export function noticesOnFakes(clock: Clock, ui: UiStore) {
  const gateway = new FakeAlertStripGateway();
  const storage = new FakeDismissalStorage();
  const probe = new FakeNetworkProbe();
  const pageErrorGateway = new FakePageErrorGateway();
  return {
    gateway,
    storage,
    probe,
    pageErrorGateway,
    alerts: new AlertStripsStore(gateway, storage, clock, ui),
    toasts: new ToastStore(clock),
    network: new NetworkStatusStore(probe, clock),
    pageErrors: new ReportPageErrorUseCase(pageErrorGateway),
  };
}
