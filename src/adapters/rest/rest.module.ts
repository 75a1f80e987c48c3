import { ContainerModule } from "inversify";
import { AUTH_GATEWAY, ME_GATEWAY, SESSION_EXPIRED_HANDLER, TOKEN_STORE } from "../../ports/auth/auth.tokens";
import type { AuthGateway } from "../../ports/auth/auth-gateway.port";
import type { AppSettings } from "../../ports/shared/app-settings.port";
import type { Clock } from "../../ports/shared/clock.port";
import type { CrossTabLock } from "../../ports/shared/cross-tab-lock.port";
import type { MeGateway } from "../../ports/auth/me-gateway.port";
import { APP_SETTINGS, CLOCK, CROSS_TAB_LOCK } from "../../ports/shared/platform.tokens";
import type { SessionExpiredHandler } from "../../ports/auth/session-expired.port";
import type { TokenStore } from "../../ports/auth/token-store.port";
import { createApiClient, type ApiClient } from "./shared/api-client";
import { AuthRefreshMiddleware } from "./auth/auth-refresh.middleware";
import { RestAuthAdapter, requestTokenRefresh } from "./auth/rest-auth.adapter";
import { RestMeAdapter } from "./auth/rest-me.adapter";
import { REST_CLIENT, REST_FETCH, REST_PUBLIC_CLIENT } from "./rest.tokens";
import { SHELL_GATEWAY } from "../../ports/shell/shell.tokens";
import { RestShellAdapter } from "./shell/rest-shell.adapter";
import { ALERT_STRIP_GATEWAY, NETWORK_PROBE, PAGE_ERROR_GATEWAY } from "../../ports/shell/notices.tokens";
import { RestAlertStripsAdapter } from "./shell/rest-alert-strips.adapter";
import { RestNetworkProbe } from "./shell/rest-network-probe.adapter";
import { RestPageErrorAdapter } from "./shell/rest-page-error.adapter";
import { CMS_CONTENT_GATEWAY } from "../../ports/cms/cms.tokens";
import { RestCmsContentAdapter } from "./cms/rest-cms-content.adapter";

/** The REST adapter: openapi-fetch clients, the auth-refresh middleware and the gateways. */
export const restModule = new ContainerModule(({ bind, isBound }) => {
  const fetchOf = (get: <T>(id: symbol) => T): typeof globalThis.fetch | undefined =>
    isBound(REST_FETCH) ? get<typeof globalThis.fetch>(REST_FETCH) : undefined;

  bind<ApiClient>(REST_PUBLIC_CLIENT)
    .toDynamicValue((ctx) => {
      const settings = ctx.get<AppSettings>(APP_SETTINGS);
      const fetch = fetchOf((id) => ctx.get(id));
      return createApiClient(fetch ? { baseUrl: settings.apiBaseUrl, fetch } : { baseUrl: settings.apiBaseUrl });
    })
    .inSingletonScope();

  bind<ApiClient>(REST_CLIENT)
    .toDynamicValue((ctx) => {
      const settings = ctx.get<AppSettings>(APP_SETTINGS);
      const publicClient = ctx.get<ApiClient>(REST_PUBLIC_CLIENT);
      const middleware = new AuthRefreshMiddleware({
        tokens: ctx.get<TokenStore>(TOKEN_STORE),
        clock: ctx.get<Clock>(CLOCK),
        // Bound by the platform module (browser: Web Locks; memory: an in-memory lock).
        lock: ctx.get<CrossTabLock>(CROSS_TAB_LOCK),
        refresh: () => requestTokenRefresh(publicClient),
        // Resolved when needed: the handler depends on stores that depend on these gateways.
        onSessionExpired: () => ctx.get<SessionExpiredHandler>(SESSION_EXPIRED_HANDLER).onSessionExpired(),
      });
      const fetch = fetchOf((id) => ctx.get(id));
      return createApiClient({ baseUrl: settings.apiBaseUrl, middleware: [middleware], ...(fetch ? { fetch } : {}) });
    })
    .inSingletonScope();

  bind<AuthGateway>(AUTH_GATEWAY).to(RestAuthAdapter).inSingletonScope();
  bind<MeGateway>(ME_GATEWAY).to(RestMeAdapter).inSingletonScope();
  bind(SHELL_GATEWAY).to(RestShellAdapter).inSingletonScope();
  bind(ALERT_STRIP_GATEWAY).to(RestAlertStripsAdapter).inSingletonScope();
  bind(NETWORK_PROBE).to(RestNetworkProbe).inSingletonScope();
  bind(PAGE_ERROR_GATEWAY).to(RestPageErrorAdapter).inSingletonScope();
  bind(CMS_CONTENT_GATEWAY).to(RestCmsContentAdapter).inSingletonScope();
});
