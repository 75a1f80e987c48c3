import type { AlertKind } from "../../../ports/shell/alert-strip-gateway.port";

// SPEC §3: each alert kind has its own icon. Decorative (aria-hidden): the kind is also said in words.
const PATHS: Readonly<Record<AlertKind | "close", string>> = {
  INFO: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01",
  DANGER: "M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9zM12 8v5M12 16h.01",
  WARNING: "M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01",
  COOKIE: "M21.9 12.5A10 10 0 1 1 11.5 2.1 4 4 0 0 0 16 7a4 4 0 0 0 5.9 5.5zM8.5 8.5h.01M16 15.5h.01M12 12h.01M11 17h.01M7 14h.01",
  NETWORK: "M5 12.6a10 10 0 0 1 14 0M1.4 9a15 15 0 0 1 21.2 0M8.5 16.1a5 5 0 0 1 7 0M12 20h.01",
  close: "M6 6l12 12M18 6 6 18",
};

export function NoticeIcon({ name, size = 20 }: { readonly name: AlertKind | "close"; readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
