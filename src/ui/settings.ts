import type { AppSettings } from "../ports/shared/app-settings.port";

const BRANDS: readonly AppSettings["brand"][] = ["default", "education-streaming", "film-library"];

/** Reads the settings from Vite's env (VITE_API_BASE_URL, VITE_BACKEND, VITE_BRAND). */
export function readSettings(env: Record<string, string | boolean | undefined>): AppSettings {
  const text = (key: string): string => (typeof env[key] === "string" ? (env[key] as string).trim() : "");
  const brand = text("VITE_BRAND") as AppSettings["brand"];
  return {
    // ARCHITECTURE §6: same origin by default; a staging API host can be set instead.
    apiBaseUrl: text("VITE_API_BASE_URL").replace(/\/+$/, ""),
    backend: text("VITE_BACKEND") === "memory" ? "memory" : "rest",
    brand: BRANDS.includes(brand) ? brand : "default",
  };
}
