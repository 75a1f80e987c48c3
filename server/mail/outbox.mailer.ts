import type { Queryable } from "../db/database.port";
import type { MailMessage, Mailer } from "./mailer.port";

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/** Default mailer: writes to mail_outbox so activation links and codes work on a laptop. */
export class OutboxMailer implements Mailer {
  readonly kind = "outbox";

  constructor(private readonly db: Queryable) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.query("INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)", [
      message.to,
      message.subject,
      message.text,
      message.html ?? null,
    ]);
  }

  async list(limit = 100): Promise<OutboxEntry[]> {
    const { rows } = await this.db.query<{ id: number; to_address: string; subject: string; text_body: string; created_at: Date }>(
      "SELECT id, to_address, subject, text_body, created_at FROM mail_outbox ORDER BY id DESC LIMIT $1",
      [limit],
    );
    return rows.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, text: row.text_body, createdAt: row.created_at }));
  }
}
