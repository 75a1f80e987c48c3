import { isBrand } from "../domain/shared/brand";
import type { AppSettings } from "../ports/shared/app-settings.port";

/** Reads the settings from Vite's env (VITE_API_BASE_URL, VITE_BACKEND, VITE_BRAND). */
export function readSettings(env: Record<string, string | boolean | undefined>): AppSettings {
  const text = (key: string): string => (typeof env[key] === "string" ? (env[key] as string).trim() : "");
  const brand = text("VITE_BRAND");
  return {
    // ARCHITECTURE §6: same origin by default; a staging API host can be set instead.
    apiBaseUrl: text("VITE_API_BASE_URL").replace(/\/+$/, ""),
    backend: text("VITE_BACKEND") === "memory" ? "memory" : "rest",
    brand: isBrand(brand) ? brand : "default",
  };
}
