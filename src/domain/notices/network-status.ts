// SPEC §4: "Network status: polling detects a lost connection, shows 'Disconnected from the network!',
// then queues 'Your internet connection is back!' or 'Cannot connect to the internet!'."
// SPEC §7/§9: "Network poll: 15000 ms with 5000 ms timeout (other checker 5000 ms / 5000 ms)."

export const NETWORK_POLL_INTERVAL_MS = 15_000;
export const NETWORK_POLL_TIMEOUT_MS = 5000;
export const OFFLINE_CHECK_INTERVAL_MS = 5000;
export const OFFLINE_CHECK_TIMEOUT_MS = 5000;

/** SPEC §8 "Network strips" texts; sv is our translation (the spec quotes English only). */
export const NETWORK_MESSAGES = {
  "NETWORK.DISCONNECTED": { sv: "Frånkopplad från nätverket!", en: "Disconnected from the network!" },
  "NETWORK.CANNOT_CONNECT": { sv: "Kan inte ansluta till internet!", en: "Cannot connect to the internet!" },
  "NETWORK.RECONNECTED": { sv: "Din internetanslutning är tillbaka!", en: "Your internet connection is back!" },
} as const;
export type NetworkMessageKey = keyof typeof NETWORK_MESSAGES;

/**
 * online: all well, no strip. disconnected: the first failed poll. unreachable: still failing on the
 * next poll. reconnected: a poll succeeded after a failure; the next success returns to online.
 */
export type NetworkStatus = "online" | "disconnected" | "unreachable" | "reconnected";

export type PollResult = "ok" | "failed";

export interface NetworkTransition {
  readonly status: NetworkStatus;
  /** A message to queue now, only when the status changes to one with a strip. */
  readonly announce: NetworkMessageKey | null;
}

const STRIP: Readonly<Record<NetworkStatus, NetworkMessageKey | null>> = {
  online: null,
  disconnected: "NETWORK.DISCONNECTED",
  unreachable: "NETWORK.CANNOT_CONNECT",
  reconnected: "NETWORK.RECONNECTED",
};

/**
 * One poll result moves the machine. Decision: after "Disconnected", one more failed poll means
 * the internet really cannot be reached ("Cannot connect"), announced once; a success after any
 * failure announces "back", and the strip goes away on the next successful poll.
 */
export function nextNetworkStatus(status: NetworkStatus, result: PollResult): NetworkTransition {
  const next = result === "ok" ? afterSuccess(status) : afterFailure(status);
  return { status: next, announce: next === status ? null : STRIP[next] };
}

/** The strip message standing for a status, if any. */
export function networkStrip(status: NetworkStatus): NetworkMessageKey | null {
  return STRIP[status];
}

/** A poll succeeded when an answer arrived within the 5000 ms timeout (any HTTP status is an answer). */
export function classifyPoll(
  answer: { readonly responded: boolean; readonly elapsedMs: number },
  timeoutMs = NETWORK_POLL_TIMEOUT_MS,
): PollResult {
  return answer.responded && answer.elapsedMs <= timeoutMs ? "ok" : "failed";
}

function afterSuccess(status: NetworkStatus): NetworkStatus {
  return status === "disconnected" || status === "unreachable" ? "reconnected" : "online";
}

function afterFailure(status: NetworkStatus): NetworkStatus {
  return status === "disconnected" || status === "unreachable" ? "unreachable" : "disconnected";
}
