import { inject, injectable } from "inversify";
import type { AuthGateway, LoginCredentials, TokenPair } from "../../../ports/auth/auth-gateway.port";
import type { Result } from "../../../ports/shared/result.port";
import type { ApiClient } from "../shared/api-client";
import { callApi } from "../shared/call-api";
import { REST_CLIENT, REST_PUBLIC_CLIENT } from "../rest.tokens";

/** POST /api-token-refresh, shared by the gateway and the auth-refresh middleware. */
export function requestTokenRefresh(client: ApiClient, refreshToken: string): Promise<Result<TokenPair>> {
  return callApi(() => client.POST("/api-token-refresh", { body: { refreshToken } }), pickPair);
}

function pickPair(data: TokenPair): TokenPair {
  return { accessToken: data.accessToken, refreshToken: data.refreshToken };
}

/** The auth calls of SPEC §7 over openapi-fetch. */
@injectable()
export class RestAuthAdapter implements AuthGateway {
  constructor(
    @inject(REST_PUBLIC_CLIENT) private readonly publicClient: ApiClient,
    @inject(REST_CLIENT) private readonly client: ApiClient,
  ) {}

  login(credentials: LoginCredentials): Promise<Result<TokenPair>> {
    const body =
      "password" in credentials
        ? { email: credentials.email, password: credentials.password }
        : { email: credentials.email, code: credentials.code };
    return callApi(() => this.publicClient.POST("/api-token-auth", { body }), pickPair);
  }

  refresh(refreshToken: string): Promise<Result<TokenPair>> {
    return requestTokenRefresh(this.publicClient, refreshToken);
  }

  logout(refreshToken: string): Promise<Result<void>> {
    return callApi(
      () => this.publicClient.POST("/api-token-logout", { body: { refreshToken } }),
      () => undefined,
    );
  }

  verify(token: string): Promise<Result<unknown>> {
    return callApi(
      () => this.publicClient.POST("/api-token-verify", { body: { token } }),
      (data) => data.claims as unknown,
    );
  }

  sendEmailPasscode(email: string): Promise<Result<void>> {
    return callApi(
      () => this.publicClient.POST("/v1/me/send-email-passcode", { body: { email } }),
      () => undefined,
    );
  }

  changeProfile(profileId: number): Promise<Result<TokenPair>> {
    return callApi(() => this.client.POST("/v1/me/change-profile/{id}", { params: { path: { id: profileId } } }), pickPair);
  }
}
