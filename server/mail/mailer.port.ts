export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** ARCHITECTURE §6: one mail port; SMTP when SMTP_URL is set, otherwise the database outbox. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}
