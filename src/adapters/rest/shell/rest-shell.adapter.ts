import { inject, injectable } from "inversify";
import type { Result } from "../../../ports/shared/result.port";
import type { Footer, MenuData, ResellerConfig, ShellGateway, SsoConfig } from "../../../ports/shell/shell-gateway.port";
import type { ApiClient } from "../shared/api-client";
import { callApi } from "../shared/call-api";
import { REST_CLIENT, REST_PUBLIC_CLIENT } from "../rest.tokens";

/**
 * The shell's per-reseller data over openapi-fetch (SPEC §7); callApi maps every failure in the one
 * place (http-error.mapper). The menu goes through the client with the auth-refresh middleware: a
 * signed-in user's bearer token brings the account dropdown (openapi getMenu: optional bearer). The
 * footer and the configurations are the same for everyone, so they take the public client and never
 * start a refresh.
 */
@injectable()
export class RestShellAdapter implements ShellGateway {
  constructor(
    @inject(REST_CLIENT) private readonly client: ApiClient,
    @inject(REST_PUBLIC_CLIENT) private readonly publicClient: ApiClient,
  ) {}

  menu(reseller: string): Promise<Result<MenuData>> {
    return callApi(
      () => this.client.GET("/v1/cms/menu", { params: { query: { reseller } } }),
      (data): MenuData => data,
    );
  }

  footer(reseller: string): Promise<Result<Footer>> {
    return callApi(
      () => this.publicClient.GET("/v1/cms/footer", { params: { query: { reseller } } }),
      (data): Footer => data,
    );
  }

  resellerConfig(reseller: string): Promise<Result<ResellerConfig>> {
    return callApi(
      () => this.publicClient.GET("/v1/config/{reseller}", { params: { path: { reseller } } }),
      (data): ResellerConfig => data,
    );
  }

  ssoConfig(reseller: string): Promise<Result<SsoConfig>> {
    return callApi(
      () => this.publicClient.GET("/v1/config/{reseller}/sso", { params: { path: { reseller } } }),
      (data): SsoConfig => data,
    );
  }
}
