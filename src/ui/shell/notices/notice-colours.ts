import type { AlertKind } from "../../../ports/shell/alert-strip-gateway.port";
import type { NetworkMessageKey } from "../../../domain/notices/network-status";

// The notices' own colours, as hex so notice-colours.test.ts can hold them to WCAG AA: text 4.5:1
// on its background, icons and the 5 px border 3:1 (WCAG 1.4.11 non-text contrast).

export interface AlertColours {
  readonly background: string;
  /** SPEC §9: the 5 px coloured left border. */
  readonly border: string;
  readonly icon: string;
}

export const ALERT_TEXT = "#18181B";

/** SPEC §3: each kind has its own colour. */
export const ALERT_COLOURS: Readonly<Record<AlertKind, AlertColours>> = {
  INFO: { background: "#EFF6FF", border: "#2563EB", icon: "#1D4ED8" },
  DANGER: { background: "#FEF2F2", border: "#DC2626", icon: "#B91C1C" },
  WARNING: { background: "#FFFBEB", border: "#B45309", icon: "#92400E" },
  COOKIE: { background: "#F5F3FF", border: "#7C3AED", icon: "#6D28D9" },
  NETWORK: { background: "#F0FDFA", border: "#0F766E", icon: "#115E59" },
};

/** White text on each; links in toasts are white and underlined. */
export const ON_DARK = "#FFFFFF";

export const TOAST_COLOURS = { info: "#27272A", error: "#B91C1C" } as const;

export const NETWORK_COLOURS: Readonly<Record<NetworkMessageKey, string>> = {
  "NETWORK.DISCONNECTED": "#27272A",
  "NETWORK.CANNOT_CONNECT": "#B91C1C",
  "NETWORK.RECONNECTED": "#15803D",
};
