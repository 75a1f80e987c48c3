import { inject, injectable } from "inversify";
import type { Me, MeGateway } from "../../../ports/auth/me-gateway.port";
import type { Result } from "../../../ports/shared/result.port";
import type { ApiClient } from "../shared/api-client";
import { callApi } from "../shared/call-api";
import { REST_CLIENT } from "../rest.tokens";

/** GET /v1/me over openapi-fetch (through the auth-refresh middleware). */
@injectable()
export class RestMeAdapter implements MeGateway {
  constructor(@inject(REST_CLIENT) private readonly client: ApiClient) {}

  getMe(): Promise<Result<Me>> {
    return callApi(
      () => this.client.GET("/v1/me"),
      (data): Me => ({ ...data, accountType: data.accountType ?? null, searchScope: data.searchScope === 2 ? 2 : 1 }),
    );
  }
}
