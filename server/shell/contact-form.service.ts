import type { Clock } from "../shared/clock";
import type { components } from "../../src/contract/api.gen";
import { DEFAULT_RESELLER } from "../../src/domain/routing/reseller";
import { ApiError } from "../http/api-error";
import type { Mailer } from "../mail/mailer.port";
import type { AddressLimiter } from "./address-limit";
import type { ContactFormRepository, ContactFormRow } from "./contact-form.repository";
import { storableText } from "./storable-text";

type Schemas = components["schemas"];

/** Decision: five sent messages per client address in 15 minutes — enough for a person, not a spammer. */
export const CONTACT_FORM_LIMIT = { name: "contact-form:address", max: 5, windowMs: 15 * 60 * 1000 } as const;

export interface ContactSender {
  address: string;
  userId: number | null;
}

/**
 * The contact form block of issue 8: its definition per reseller, and a sent message, which is
 * stored and mailed to the reseller's contact address (never shown to the browser).
 */
export class ContactFormService {
  constructor(
    private readonly repository: ContactFormRepository,
    private readonly resolveReseller: (requested: string | undefined) => Promise<string>,
    private readonly mailer: Mailer,
    private readonly limiter: AddressLimiter,
    private readonly clock: Clock,
  ) {}

  async form(requested: string | undefined): Promise<Schemas["ContactFormConfig"]> {
    const row = await this.formOf(requested);
    return { resellerSlug: row.reseller_slug, title: row.title, description: row.description, subjects: row.subjects };
  }

  async submit(request: Schemas["ContactFormRequest"], sender: ContactSender): Promise<void> {
    const form = await this.formOf(request.resellerSlug);
    const subject = request.subject ?? null;
    // The contract: "an optional subject from getContactForm" — a free text there is not one of them.
    if (subject !== null && !form.subjects.includes(subject))
      throw new ApiError("REQUEST.VALIDATION", "The subject is not one of the contact form's subjects.");
    await this.limiter.use(sender.address);
    const name = storableText(request.name);
    const message = storableText(request.message);
    await this.repository.saveMessage({
      resellerSlug: form.reseller_slug,
      recipient: form.contact_email,
      name,
      email: request.email,
      subject,
      message,
      userId: sender.userId,
      createdAt: this.clock.now(),
    });
    await this.mailer.send({
      to: form.contact_email,
      subject: oneLine(`Kontaktformulär: ${subject ?? "Meddelande"} från ${name}`),
      text: [`Från: ${name} <${request.email}>`, `Ämne: ${subject ?? "—"}`, "", message].join("\n"),
    });
  }

  /** SPEC §1 fallback twice over: an unknown reseller is member, and a reseller without a form of its own gets member's. */
  private async formOf(requested: string | undefined): Promise<ContactFormRow> {
    const slug = await this.resolveReseller(requested);
    const row = (await this.repository.form(slug)) ?? (await this.repository.form(DEFAULT_RESELLER));
    // Without member's form the database is broken (the seed writes it), not the request.
    if (!row) throw new Error(`the contact form of ${DEFAULT_RESELLER} is missing`);
    return row;
  }
}

/** A mail header is one line: a name with line breaks must not add headers. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, " ").slice(0, 300);
}
