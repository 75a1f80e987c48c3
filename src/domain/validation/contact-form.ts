// SPEC §5: "E-mail required and valid"; the contact form's other rules are the contract's
// (openapi ContactFormRequest: name 1–200, message 1–5000, an optional subject from the form's list).
import { validateEmail } from "./email";
import { issue, isBlank, toResult, type ValidationIssue, type ValidationResult } from "./validation-result";

/** openapi ContactFormRequest: name maxLength 200. */
export const CONTACT_NAME_MAX_LENGTH = 200;
/** openapi ContactFormRequest: message maxLength 5000. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export interface ContactFormInput {
  readonly name: string;
  readonly email: string;
  /** "" or null: no subject chosen (the subject is optional). */
  readonly subject: string | null;
  readonly message: string;
}

export type ContactFormField = "name" | "email" | "subject" | "message";

/**
 * Decisions: lengths count the trimmed text (the form trims before sending); a subject must be one
 * of the form's own subjects, as the server requires (getContactForm's list).
 */
export function validateContactForm(input: ContactFormInput, subjects: readonly string[]): ValidationResult<ContactFormField> {
  const issues: ValidationIssue<ContactFormField>[] = [];
  if (isBlank(input.name)) issues.push(issue("name", "CONTACT.NAME_REQUIRED"));
  else if (input.name.trim().length > CONTACT_NAME_MAX_LENGTH)
    issues.push(issue("name", "CONTACT.NAME_TOO_LONG", { max: CONTACT_NAME_MAX_LENGTH }));
  issues.push(...validateEmail<ContactFormField>(input.email, "email").issues);
  if (!isBlank(input.subject) && !subjects.includes(input.subject ?? "")) issues.push(issue("subject", "CONTACT.SUBJECT_UNKNOWN"));
  if (isBlank(input.message)) issues.push(issue("message", "CONTACT.MESSAGE_REQUIRED"));
  else if (input.message.trim().length > CONTACT_MESSAGE_MAX_LENGTH)
    issues.push(issue("message", "CONTACT.MESSAGE_TOO_LONG", { max: CONTACT_MESSAGE_MAX_LENGTH }));
  return toResult(issues);
}
