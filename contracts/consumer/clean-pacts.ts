import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { PACT_DIR } from "./rest-harness";

/**
 * Vitest global set-up of the consumer run: pact files are regenerated from scratch every time,
 * so an interaction removed from a test also leaves the contract (Pact merges into old files).
 */
export default function cleanPacts(): void {
  mkdirSync(PACT_DIR, { recursive: true });
  for (const file of readdirSync(PACT_DIR)) {
    if (file.endsWith(".json")) rmSync(path.join(PACT_DIR, file));
  }
}
