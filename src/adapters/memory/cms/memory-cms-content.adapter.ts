import { inject, injectable } from "inversify";
import type { AppSlug } from "../../../domain/access/licence";
import { DEMO_CONTACT_FORM } from "../../../fixtures/demo-shell";
import { TOKEN_STORE } from "../../../ports/auth/auth.tokens";
import type { TokenStore } from "../../../ports/auth/token-store.port";
import type {
  AppPage,
  CmsContentGateway,
  CmsPage,
  ContactFormConfig,
  ContactMessage,
  ContactSendError,
  PageMeta,
} from "../../../ports/cms/cms-content-gateway.port";
import type { Clock } from "../../../ports/shared/clock.port";
import { CLOCK } from "../../../ports/shared/platform.tokens";
import { err, ok, type Result } from "../../../ports/shared/result.port";
import { decodeJwtClaims } from "../../browser/auth/jwt-claims.decoder";
import { memoryError } from "../shared/memory-error";
import { demoAppMeta, demoAppPage, demoPageMeta, findDemoPage, memoryReseller, publishedPage } from "./memory-cms-content";

/** The server's contact form limit (server/shell/contact-form.service.ts): 5 messages per address in 15 minutes. */
const CONTACT_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

/**
 * CmsContentGateway on the demo fixtures, with the server's rules the web app depends on: a private
 * page needs a live access token (401 otherwise, SPEC §6), a page never published is a 404, an
 * unknown reseller is member (SPEC §1), and the contact form's subjects and rate limit (429 with
 * Retry-After).
 */
@injectable()
export class MemoryCmsContentAdapter implements CmsContentGateway {
  /** Messages "mailed" to the reseller (tests read them). */
  readonly sentMessages: ContactMessage[] = [];
  private sentAt: number[] = [];

  constructor(
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(slug: string, reseller: string): Promise<Result<CmsPage>> {
    const found = findDemoPage(slug, reseller);
    if (!found || found.page.status !== "PUBLISHED") return err(memoryError("RESOURCE.NOT_FOUND", "No such page."));
    if (found.page.visibility === "private" && !this.signedIn()) return err(memoryError("AUTH.UNAUTHENTICATED"));
    return ok(publishedPage(found, reseller));
  }

  async pageMeta(slug: string, reseller: string): Promise<Result<PageMeta>> {
    const found = findDemoPage(slug, reseller);
    if (!found || found.page.status !== "PUBLISHED") return err(memoryError("RESOURCE.NOT_FOUND", "No such page."));
    return ok(demoPageMeta(found.page, reseller));
  }

  async appPage(app: AppSlug, reseller: string): Promise<Result<AppPage>> {
    return ok(demoAppPage(app, reseller, this.signedIn()));
  }

  async appMeta(app: AppSlug, reseller: string): Promise<Result<PageMeta>> {
    return ok(demoAppMeta(app, reseller));
  }

  async contactForm(reseller: string): Promise<Result<ContactFormConfig>> {
    return ok({ resellerSlug: memoryReseller(reseller), ...DEMO_CONTACT_FORM, subjects: [...DEMO_CONTACT_FORM.subjects] });
  }

  async submitContact(message: ContactMessage): Promise<Result<void, ContactSendError>> {
    const subject = message.subject ?? null;
    if (subject !== null && !DEMO_CONTACT_FORM.subjects.includes(subject))
      return err({
        ...memoryError("REQUEST.VALIDATION", "The subject is not one of the contact form's subjects."),
        retryAfterSeconds: null,
      });
    const now = this.clock.now();
    this.sentAt = this.sentAt.filter((at) => at > now - CONTACT_LIMIT.windowMs);
    const oldest = this.sentAt[0];
    if (this.sentAt.length >= CONTACT_LIMIT.max && oldest !== undefined) {
      const retryAfterSeconds = Math.ceil((oldest + CONTACT_LIMIT.windowMs - now) / 1000);
      return err({ ...memoryError("REQUEST.RATE_LIMITED"), retryAfterSeconds });
    }
    this.sentAt.push(now);
    this.sentMessages.push(message);
    return ok(undefined);
  }

  private signedIn(): boolean {
    const claims = decodeJwtClaims(this.tokens.getAccessToken());
    return claims !== null && claims.exp * 1000 > this.clock.now();
  }
}
