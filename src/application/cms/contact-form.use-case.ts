import { inject, injectable } from "inversify";
import { validateContactForm, type ContactFormField, type ContactFormInput } from "../../domain/validation/contact-form";
import type { ValidationIssue } from "../../domain/validation/validation-result";
import type { CmsContentGateway, ContactFormConfig, ContactSendError } from "../../ports/cms/cms-content-gateway.port";
import { CMS_CONTENT_GATEWAY } from "../../ports/cms/cms.tokens";
import { err, type Result } from "../../ports/shared/result.port";

export type ContactSendFailure =
  | { readonly kind: "invalid"; readonly issues: readonly ValidationIssue<ContactFormField>[] }
  | { readonly kind: "refused"; readonly error: ContactSendError };

/** The FORM block (contact): its definition per reseller, and sending a message to the reseller. */
@injectable()
export class ContactFormUseCase {
  constructor(@inject(CMS_CONTENT_GATEWAY) private readonly gateway: CmsContentGateway) {}

  form(reseller: string): Promise<Result<ContactFormConfig>> {
    return this.gateway.contactForm(reseller);
  }

  /** Checks the form first (SPEC §5), then sends it trimmed; nothing is sent while a field is wrong. */
  async send(input: ContactFormInput, form: ContactFormConfig): Promise<Result<void, ContactSendFailure>> {
    const checked = validateContactForm(input, form.subjects);
    if (!checked.ok) return err({ kind: "invalid", issues: checked.issues });
    const subject = input.subject?.trim() ? input.subject : null;
    const result = await this.gateway.submitContact({
      resellerSlug: form.resellerSlug,
      name: input.name.trim(),
      email: input.email.trim(),
      subject,
      message: input.message.trim(),
    });
    return result.ok ? result : err({ kind: "refused", error: result.error });
  }
}
