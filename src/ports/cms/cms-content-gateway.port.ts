import type { ContractSchema } from "../../contract/schemas";
import type { AppSlug } from "../../domain/access/licence";
import type { AppError } from "../shared/app-error.port";
import type { Result } from "../shared/result.port";

// The read side of the CMS-driven site (issue 8): CMS pages, app start pages, their page metadata and
// the contact form block. Types are the contract's own schemas (src/contract/schemas.ts).

/** SPEC §3 CMS page: a reader gets the published version (draft is null for non-admins). */
export type CmsPage = ContractSchema<"CmsPage">;
/** SPEC §3 block kinds, told apart by `kind`. */
export type CmsBlock = ContractSchema<"CmsBlock">;
export type BlockSettings = ContractSchema<"BlockSettings">;
/** An app start page as CMS blocks (slideshow, featured collections, toplists, series, recently viewed). */
export type AppPage = ContractSchema<"AppPage">;
/** Title, description and share image for a page's head (every page is noindex, SPEC §2). */
export type PageMeta = ContractSchema<"PageMeta">;
export type ContactFormConfig = ContractSchema<"ContactFormConfig">;
export type ContactMessage = ContractSchema<"ContactFormRequest">;

/** A refused contact message; a 429 says when to try again (the Retry-After header, in seconds). */
export interface ContactSendError extends AppError {
  readonly retryAfterSeconds: number | null;
}

export interface CmsContentGateway {
  /**
   * GET /v1/cms/pages/{slug}?reseller. A private page without a signed-in reader is `unauthorized`
   * (SPEC §6); an unknown or unpublished page is `notFound`.
   */
  page(slug: string, reseller: string): Promise<Result<CmsPage>>;
  /** GET /v1/meta/pages/{slug}?reseller */
  pageMeta(slug: string, reseller: string): Promise<Result<PageMeta>>;
  /** GET /v1/pages/app/{play|boka|lashornan}?reseller, personalised when a reader is signed in. */
  appPage(app: AppSlug, reseller: string): Promise<Result<AppPage>>;
  /** GET /v1/meta/app/{app}?reseller */
  appMeta(app: AppSlug, reseller: string): Promise<Result<PageMeta>>;
  /** GET /v1/cms/forms/contact?reseller: the FORM block's title, intro and subjects. */
  contactForm(reseller: string): Promise<Result<ContactFormConfig>>;
  /** POST /v1/forms/contact (204). */
  submitContact(message: ContactMessage): Promise<Result<void, ContactSendError>>;
}
