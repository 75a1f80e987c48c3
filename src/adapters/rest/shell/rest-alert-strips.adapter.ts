import { inject, injectable } from "inversify";
import type { AlertStrip, AlertStripGateway } from "../../../ports/shell/alert-strip-gateway.port";
import type { Result } from "../../../ports/shared/result.port";
import type { ApiClient } from "../shared/api-client";
import { callApi } from "../shared/call-api";
import { REST_PUBLIC_CLIENT } from "../rest.tokens";

/**
 * GET /v1/cms/alert-strips?reseller= (openapi listAlertStrips: public). The public client: the
 * strips are the same for everyone, so the call needs no token and never starts a refresh.
 */
@injectable()
export class RestAlertStripsAdapter implements AlertStripGateway {
  constructor(@inject(REST_PUBLIC_CLIENT) private readonly client: ApiClient) {}

  listAlertStrips(reseller: string): Promise<Result<readonly AlertStrip[]>> {
    return callApi(
      () => this.client.GET("/v1/cms/alert-strips", { params: { query: { reseller } } }),
      (data): readonly AlertStrip[] => data,
    );
  }
}
