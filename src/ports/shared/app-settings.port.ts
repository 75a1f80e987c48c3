import type { Brand } from "../../domain/shared/brand";

/** Settings read once at start-up (Vite env in the browser, plain values in tests). */
export interface AppSettings {
  /** Where the API lives; "" means the same origin (ARCHITECTURE §6). */
  readonly apiBaseUrl: string;
  /** "rest" talks to the API; "memory" runs the UI on the in-memory backend. */
  readonly backend: "rest" | "memory";
  /** The brand variant of the theme (SPEC §1). */
  readonly brand: Brand;
}
