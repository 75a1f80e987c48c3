import { inject, injectable } from "inversify";
import type { NetworkProbe } from "../../../ports/shell/network-probe.port";
import type { ApiClient } from "../shared/api-client";
import { REST_PUBLIC_CLIENT } from "../rest.tokens";

/**
 * GET /v1/test (openapi getTest: public), SPEC §7's connectivity poll. The HTTP client has no default
 * timeout (SPEC §7), so this call sets its own: an AbortSignal that gives up after `timeoutMs`.
 * `no-store`, so no cache (HTTP or service worker) can answer for a network that is down.
 */
@injectable()
export class RestNetworkProbe implements NetworkProbe {
  constructor(@inject(REST_PUBLIC_CLIENT) private readonly client: ApiClient) {}

  async probe(timeoutMs: number): Promise<boolean> {
    const controller = new AbortController();
    // A timer rather than AbortSignal.timeout(): fake clocks (vitest, Playwright's page.clock) control it.
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      // Any answer, an error status too, shows that the network carries requests.
      await this.client.GET("/v1/test", { signal: controller.signal, cache: "no-store" });
      return !controller.signal.aborted;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
