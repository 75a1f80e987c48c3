import nodemailer, { type Transporter } from "nodemailer";
import type { MailMessage, Mailer } from "./mailer.port";

/** SMTP adapter, selected when SMTP_URL is set (e.g. smtp://user:pass@mail.example:587). */
export class SmtpMailer implements Mailer {
  readonly kind = "smtp";
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }

  close(): void {
    this.transport.close();
  }
}
