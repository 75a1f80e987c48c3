import type { Queryable } from "../db/database.port";

export interface NewPageError {
  path: string;
  message: string;
  stack: string | null;
  statusCode: number | null;
  userId: number | null;
}

/** Page errors the web app reports (006_contact.sql page_errors). */
export class PageErrorRepository {
  constructor(private readonly db: Queryable) {}

  async save(error: NewPageError): Promise<void> {
    await this.db.query("INSERT INTO page_errors (path, message, stack, status_code, user_id) VALUES ($1, $2, $3, $4, $5)", [
      error.path,
      error.message,
      error.stack,
      error.statusCode,
      error.userId,
    ]);
  }
}
