import { inject, injectable } from "inversify";
import { action, computed, makeObservable, observable } from "mobx";
import {
  classifyPoll,
  networkStrip,
  nextNetworkStatus,
  NETWORK_POLL_INTERVAL_MS,
  NETWORK_POLL_TIMEOUT_MS,
  type NetworkMessageKey,
  type NetworkStatus,
  type PollResult,
} from "../../domain/notices/network-status";
import { TOAST_DEFAULT_DISPLAY_MS } from "../../domain/notices/toast";
import type { Clock } from "../../ports/shared/clock.port";
import { CLOCK } from "../../ports/shared/platform.tokens";
import type { NetworkProbe } from "../../ports/shell/network-probe.port";
import { NETWORK_PROBE } from "../../ports/shell/notices.tokens";

/**
 * Decision (SPEC silent): 'Your internet connection is back!' hides after 5 s, a toast's default
 * display time (SPEC §9); the domain machine would otherwise keep it until the next good poll.
 */
export const RECONNECTED_STRIP_MS = TOAST_DEFAULT_DISPLAY_MS;

/**
 * SPEC §4 "Network status" and §7/§9: a connectivity poll every 15 s with a 5 s timeout; the
 * domain machine (nextNetworkStatus) decides which of the three strips of SPEC §8 shows. Decision:
 * the first poll comes 15 s after start (the page has just loaded, so the network worked), and the
 * next one is planned when a poll starts, so the rhythm stays 15 s whatever the probe takes.
 */
@injectable()
export class NetworkStatusStore {
  status: NetworkStatus = "online";
  private running = false;
  private cancelPoll: (() => void) | null = null;
  private cancelHide: (() => void) | null = null;

  constructor(
    @inject(NETWORK_PROBE) private readonly probe: NetworkProbe,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    makeObservable<NetworkStatusStore, "apply">(this, {
      status: observable,
      strip: computed,
      apply: action,
      hideReconnected: action,
    });
  }

  /** The strip to show now, if any. */
  get strip(): NetworkMessageKey | null {
    return networkStrip(this.status);
  }

  /** Starts polling (again a no-op while running). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.planPoll();
  }

  /** Stops polling; the status stays as it was. */
  stop(): void {
    this.running = false;
    this.cancelPoll?.();
    this.cancelPoll = null;
    this.cancelHide?.();
    this.cancelHide = null;
  }

  /** The user closed the 'back' strip, or its time ran out. */
  hideReconnected(): void {
    if (this.status === "reconnected") this.status = "online";
  }

  /** One poll now: probe with the 5 s timeout, then move the machine. */
  async poll(): Promise<void> {
    const startedAt = this.clock.now();
    const responded = await this.probe.probe(NETWORK_POLL_TIMEOUT_MS);
    this.apply(classifyPoll({ responded, elapsedMs: this.clock.now() - startedAt }));
  }

  private planPoll(): void {
    this.cancelPoll = this.clock.schedule(NETWORK_POLL_INTERVAL_MS, () => {
      if (!this.running) return;
      this.planPoll();
      void this.poll();
    });
  }

  private apply(result: PollResult): void {
    const { status } = nextNetworkStatus(this.status, result);
    if (status === this.status) return;
    this.status = status;
    this.cancelHide?.();
    this.cancelHide = status === "reconnected" ? this.clock.schedule(RECONNECTED_STRIP_MS, () => this.hideReconnected()) : null;
  }
}
