// A CmsContentGateway for the application's tests (tests only; production binds real adapters).
import { appError } from "../../ports/shared/app-error.port";
import type {
  AppPage,
  CmsContentGateway,
  CmsPage,
  ContactFormConfig,
  ContactMessage,
  ContactSendError,
  PageMeta,
} from "../../ports/cms/cms-content-gateway.port";
import { err, ok, type Result } from "../../ports/shared/result.port";

export const CONTACT_FORM: ContactFormConfig = {
  resellerSlug: "member",
  title: "Kontakta oss",
  description: null,
  subjects: ["Övrigt"],
};

export function cmsPage(overrides: Partial<CmsPage> = {}): CmsPage {
  return {
    id: 1,
    name: "Om oss",
    slug: "om-oss",
    visibility: "public",
    isCampaign: false,
    isSystem: true,
    isTemplate: false,
    status: "PUBLISHED",
    hasUnpublishedChanges: false,
    updatedAt: "2026-08-01T08:00:00Z",
    resellerSlug: "member",
    createdAt: "2026-08-01T08:00:00Z",
    draft: null,
    published: {
      blocks: [{ id: "a", kind: "HEADER", title: "Om Skolmedia", subtitle: null, settings: {} }],
      savedAt: "2026-08-01T08:00:00Z",
    },
    ...overrides,
  };
}

export class FakeCmsGateway implements CmsContentGateway {
  pageResult: Result<CmsPage> = ok(cmsPage());
  metaResult: Result<PageMeta> = ok({ title: "Om oss", description: "Om tjänsten", imageUrl: null, canonicalPath: null });
  appPageResult: Result<AppPage> = ok({ app: "play", title: "Play", blocks: [] });
  submitResult: Result<void, ContactSendError> = ok(undefined);
  readonly calls: string[] = [];
  readonly submitted: ContactMessage[] = [];
  /** While set, page() waits for it (tests of what shows meanwhile). */
  gate: Promise<void> | null = null;

  async page(slug: string, reseller: string): Promise<Result<CmsPage>> {
    this.calls.push(`page ${reseller}/${slug}`);
    if (this.gate) await this.gate;
    return this.pageResult;
  }
  async pageMeta(slug: string, reseller: string): Promise<Result<PageMeta>> {
    this.calls.push(`pageMeta ${reseller}/${slug}`);
    return this.metaResult;
  }
  async appPage(app: AppPage["app"], reseller: string): Promise<Result<AppPage>> {
    this.calls.push(`appPage ${reseller}/${app}`);
    return this.appPageResult;
  }
  async appMeta(app: AppPage["app"], reseller: string): Promise<Result<PageMeta>> {
    this.calls.push(`appMeta ${reseller}/${app}`);
    return this.metaResult;
  }
  async contactForm(reseller: string): Promise<Result<ContactFormConfig>> {
    this.calls.push(`contactForm ${reseller}`);
    return ok({ ...CONTACT_FORM, resellerSlug: reseller });
  }
  async submitContact(message: ContactMessage): Promise<Result<void, ContactSendError>> {
    this.submitted.push(message);
    return this.submitResult;
  }
}

export function failure(kind: Parameters<typeof appError>[0], status: number | null) {
  return err(appError(kind, {}, status));
}
