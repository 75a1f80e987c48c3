import type { Queryable } from "../db/database.port";

export interface ContactFormRow {
  reseller_slug: string;
  title: string;
  description: string | null;
  subjects: string[];
  contact_email: string;
}

export interface NewContactMessage {
  resellerSlug: string;
  recipient: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  userId: number | null;
  /** From the app clock, so housekeeping and the tests read one time. */
  createdAt: Date;
}

/** The contact form block and its messages (006_contact.sql). */
export class ContactFormRepository {
  constructor(private readonly db: Queryable) {}

  async form(reseller: string): Promise<ContactFormRow | null> {
    const { rows } = await this.db.query<ContactFormRow>(
      "SELECT reseller_slug, title, description, subjects, contact_email FROM contact_forms WHERE reseller_slug = $1",
      [reseller],
    );
    return rows[0] ?? null;
  }

  async saveMessage(message: NewContactMessage): Promise<void> {
    await this.db.query(
      `INSERT INTO contact_messages (reseller_slug, recipient, name, email, subject, message, user_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        message.resellerSlug,
        message.recipient,
        message.name,
        message.email,
        message.subject,
        message.message,
        message.userId,
        message.createdAt,
      ],
    );
  }
}
