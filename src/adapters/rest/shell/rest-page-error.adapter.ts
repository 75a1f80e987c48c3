import { inject, injectable } from "inversify";
import type { PageErrorEvent, PageErrorGateway } from "../../../ports/shell/page-error-gateway.port";
import type { Result } from "../../../ports/shared/result.port";
import type { ApiClient } from "../shared/api-client";
import { callApi } from "../shared/call-api";
import { REST_PUBLIC_CLIENT } from "../rest.tokens";

/**
 * POST /v1/track/page/error (openapi trackPageError: the bearer is optional). Decision: sent
 * without the token, on the public client: a report made while the page is failing must never
 * start a token refresh or the session-expired redirect, and who saw the error is not needed to
 * fix it (data minimisation).
 */
@injectable()
export class RestPageErrorAdapter implements PageErrorGateway {
  constructor(@inject(REST_PUBLIC_CLIENT) private readonly client: ApiClient) {}

  report(event: PageErrorEvent): Promise<Result<void>> {
    return callApi(
      () => this.client.POST("/v1/track/page/error", { body: { ...event } }),
      () => undefined,
    );
  }
}
