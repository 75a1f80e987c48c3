import { pruneDismissals, type AlertDismissal } from "../../../domain/notices/alert-visibility";
import type { DismissalStorage } from "../../../ports/shell/dismissal-storage.port";

/** The localStorage key of the dismissed alert strips (one list: alert ids are unique across resellers). */
export const DISMISSED_ALERTS_KEY = "skolmedia.dismissedAlerts";

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** localStorage, or null where the browser refuses it (storage disabled, some private modes). */
function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * SPEC §3/§4: dismissed alerts kept locally as JSON entries `{alertId, expiresAt}`; each load drops
 * the expired ones (domain pruneDismissals) and writes the rest back. Entries of another shape are
 * dropped too. Without storage the dismissals last as long as the page (kept in memory).
 */
export class LocalDismissalStorage implements DismissalStorage {
  private fallback: AlertDismissal[] = [];

  constructor(private readonly storage: KeyValueStorage | null = browserStorage()) {}

  load(now: number): AlertDismissal[] {
    const stored = this.read();
    const kept = pruneDismissals(stored, now);
    if (kept.length !== stored.length) this.save(kept);
    return kept;
  }

  save(dismissals: readonly AlertDismissal[]): void {
    const entries = dismissals.map(({ alertId, expiresAt }) => ({ alertId, expiresAt }));
    this.fallback = entries;
    try {
      if (entries.length === 0) this.storage?.removeItem(DISMISSED_ALERTS_KEY);
      else this.storage?.setItem(DISMISSED_ALERTS_KEY, JSON.stringify(entries));
    } catch {
      // Quota exceeded or storage switched off: the in-memory copy still serves this page.
    }
  }

  private read(): AlertDismissal[] {
    if (this.storage === null) return this.fallback;
    let text: string | null;
    try {
      text = this.storage.getItem(DISMISSED_ALERTS_KEY);
    } catch {
      return this.fallback;
    }
    if (text === null) return [];
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.filter(isDismissal) : [];
    } catch {
      return [];
    }
  }
}

function isDismissal(value: unknown): value is AlertDismissal {
  if (typeof value !== "object" || value === null) return false;
  const { alertId, expiresAt } = value as Record<string, unknown>;
  return (typeof alertId === "string" || typeof alertId === "number") && (typeof expiresAt === "string" || expiresAt === null);
}
