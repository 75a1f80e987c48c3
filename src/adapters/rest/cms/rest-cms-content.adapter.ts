import { inject, injectable } from "inversify";
import type { AppSlug } from "../../../domain/access/licence";
import type {
  AppPage,
  CmsContentGateway,
  CmsPage,
  ContactFormConfig,
  ContactMessage,
  ContactSendError,
  PageMeta,
} from "../../../ports/cms/cms-content-gateway.port";
import { err, ok, type Result } from "../../../ports/shared/result.port";
import type { ApiClient } from "../shared/api-client";
import { callApi } from "../shared/call-api";
import { mapHttpError, mapNetworkError } from "../shared/http-error.mapper";
import { REST_CLIENT } from "../rest.tokens";

/**
 * The CMS read side over openapi-fetch. Every call goes through REST_CLIENT, the client with the
 * auth-refresh middleware: a signed-in reader's token is what opens a private page (SPEC §6) and
 * personalises an app page (recently viewed collections); a visitor's calls go without one.
 */
@injectable()
export class RestCmsContentAdapter implements CmsContentGateway {
  constructor(@inject(REST_CLIENT) private readonly client: ApiClient) {}

  page(slug: string, reseller: string): Promise<Result<CmsPage>> {
    return callApi(
      () => this.client.GET("/v1/cms/pages/{id}", { params: { path: { id: slug }, query: { reseller } } }),
      (data) => data,
    );
  }

  pageMeta(slug: string, reseller: string): Promise<Result<PageMeta>> {
    return callApi(
      () => this.client.GET("/v1/meta/pages/{slug}", { params: { path: { slug }, query: { reseller } } }),
      (data) => data,
    );
  }

  appPage(app: AppSlug, reseller: string): Promise<Result<AppPage>> {
    const params = { params: { query: { reseller } } };
    // One operation per app in the contract (getPlayAppPage, getBokaAppPage, getLashornanAppPage).
    const call =
      app === "play"
        ? () => this.client.GET("/v1/pages/app/play", params)
        : app === "boka"
          ? () => this.client.GET("/v1/pages/app/boka", params)
          : () => this.client.GET("/v1/pages/app/lashornan", params);
    return callApi(call, (data) => data);
  }

  appMeta(app: AppSlug, reseller: string): Promise<Result<PageMeta>> {
    return callApi(
      () => this.client.GET("/v1/meta/app/{app}", { params: { path: { app }, query: { reseller } } }),
      (data) => data,
    );
  }

  contactForm(reseller: string): Promise<Result<ContactFormConfig>> {
    return callApi(
      () => this.client.GET("/v1/cms/forms/contact", { params: { query: { reseller } } }),
      (data) => data,
    );
  }

  /** Not callApi: a 429's Retry-After header is part of the failure here (openapi TooManyRequests). */
  async submitContact(message: ContactMessage): Promise<Result<void, ContactSendError>> {
    try {
      const { response, error } = await this.client.POST("/v1/forms/contact", { body: message });
      if (response.ok) return ok(undefined);
      return err({ ...mapHttpError(response.status, error), retryAfterSeconds: retryAfterSeconds(response.headers.get("Retry-After")) });
    } catch (cause) {
      return err({ ...mapNetworkError(cause), retryAfterSeconds: null });
    }
  }
}

/** RFC 9110 §10.2.3: delay-seconds (the server's form); an HTTP date or nonsense gives null. */
export function retryAfterSeconds(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header.trim());
}
