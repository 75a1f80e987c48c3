import { describe, expect, it } from "vitest";
import { readSettings } from "./settings";

describe("readSettings", () => {
  it("defaults to the REST backend on the same origin with the default brand", () => {
    expect(readSettings({})).toEqual({ apiBaseUrl: "", backend: "rest", brand: "default" });
  });

  it("reads the memory backend, an API host without trailing slash, and a brand", () => {
    expect(readSettings({ VITE_BACKEND: "memory", VITE_API_BASE_URL: "https://api.example.se/", VITE_BRAND: "film-library" })).toEqual({
      apiBaseUrl: "https://api.example.se",
      backend: "memory",
      brand: "film-library",
    });
  });

  it("falls back to the default brand for an unknown one", () => {
    expect(readSettings({ VITE_BRAND: "neon" }).brand).toBe("default");
  });
});
