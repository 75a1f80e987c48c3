import { describe } from "vitest";
import { redisTestUrl } from "./redis-test";

/** A machine service some tests need (ARCHITECTURE §4.17); CI always has both. */
export type TestService = "redis" | "postgres";

const NEEDS: Record<TestService, string> = {
  redis: "a Redis answering at REDIS_URL or 127.0.0.1:6379",
  postgres: "DATABASE_URL",
};

/** Where the service answers in this run, or null (Redis is probed once by tests/global-setup.ts). */
export function serviceUrl(service: TestService): string | null {
  return service === "redis" ? redisTestUrl() : process.env.DATABASE_URL?.trim() || null;
}

/**
 * Tests that need a service: they run where it answers and are reported as skipped, with what they
 * need in their name, where it does not (`npm test` passes on a laptop with neither). The one place
 * a test may be skipped on a condition: the lint rule refuses skipIf/runIf everywhere else, so a
 * skip can no longer be left behind by accident (issue 7 §2).
 */
export function describeWithService(service: TestService, name: string, body: (url: string) => void): void {
  const url = serviceUrl(service);
  // eslint-disable-next-line no-restricted-syntax -- the sanctioned skip for a missing service (ARCHITECTURE §4.17)
  describe.skipIf(url === null)(url === null ? `${name} (needs ${NEEDS[service]}; not run here)` : name, () => body(url ?? ""));
}
