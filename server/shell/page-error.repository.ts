import type { Queryable } from "../db/database.port";

export interface NewPageError {
  path: string;
  message: string;
  stack: string | null;
  statusCode: number | null;
  userId: number | null;
  /** From the app clock, so housekeeping and the tests read one time. */
  createdAt: Date;
}

/** Page errors the web app reports (006_contact.sql page_errors). */
export class PageErrorRepository {
  constructor(private readonly db: Queryable) {}

  async save(error: NewPageError): Promise<void> {
    await this.db.query(
      "INSERT INTO page_errors (path, message, stack, status_code, user_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
      [error.path, error.message, error.stack, error.statusCode, error.userId, error.createdAt],
    );
  }
}
