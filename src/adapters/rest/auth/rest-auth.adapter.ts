import { inject, injectable } from "inversify";
import type { AccessGrant, AuthGateway, LoginCredentials } from "../../../ports/auth/auth-gateway.port";
import type { Result } from "../../../ports/shared/result.port";
import type { ApiClient } from "../shared/api-client";
import { callApi } from "../shared/call-api";
import { REST_CLIENT, REST_PUBLIC_CLIENT } from "../rest.tokens";

/**
 * POST /api-token-refresh, shared by the gateway and the auth-refresh middleware. No body: the
 * browser sends the refresh token as its HttpOnly cookie (the client sends credentials, see
 * api-client.ts), and the server answers a browser with the access token alone (issue 6 §4).
 */
export function requestTokenRefresh(client: ApiClient): Promise<Result<AccessGrant>> {
  return callApi(() => client.POST("/api-token-refresh", {}), pickGrant);
}

/**
 * Only the access token is kept. The server leaves the refresh token out of a browser's answer;
 * were it there (a browser without Origin and Sec-Fetch-Site headers), it is dropped here and never
 * stored where scripts can read it: the cookie the server set is the one the app relies on.
 */
function pickGrant(data: { accessToken: string }): AccessGrant {
  return { accessToken: data.accessToken };
}

/** The auth calls of SPEC §7 over openapi-fetch. */
@injectable()
export class RestAuthAdapter implements AuthGateway {
  constructor(
    @inject(REST_PUBLIC_CLIENT) private readonly publicClient: ApiClient,
    @inject(REST_CLIENT) private readonly client: ApiClient,
  ) {}

  login(credentials: LoginCredentials): Promise<Result<AccessGrant>> {
    const body =
      "password" in credentials
        ? { email: credentials.email, password: credentials.password }
        : { email: credentials.email, code: credentials.code };
    return callApi(() => this.publicClient.POST("/api-token-auth", { body }), pickGrant);
  }

  refresh(): Promise<Result<AccessGrant>> {
    return requestTokenRefresh(this.publicClient);
  }

  /** Revokes the session of the refresh token cookie; the answer clears the cookie. */
  logout(): Promise<Result<void>> {
    return callApi(
      () => this.publicClient.POST("/api-token-logout", {}),
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

  changeProfile(profileId: number): Promise<Result<AccessGrant>> {
    return callApi(() => this.client.POST("/v1/me/change-profile/{id}", { params: { path: { id: profileId } } }), pickGrant);
  }
}
