import type { Queryable } from "../db/database.port";

export interface NewSearchEvent {
  app: string;
  searchTerm: string;
  queryParameters: readonly { key: string; value: string }[];
  /** From the app clock, so housekeeping and the tests read one time. */
  createdAt: Date;
}

/** Committed searches (010_search_suggestions.sql search_events): no person in them. */
export class SearchEventRepository {
  constructor(private readonly db: Queryable) {}

  async save(event: NewSearchEvent): Promise<void> {
    await this.db.query("INSERT INTO search_events (app, search_term, query_parameters, created_at) VALUES ($1, $2, $3::jsonb, $4)", [
      event.app,
      event.searchTerm,
      JSON.stringify(event.queryParameters),
      event.createdAt,
    ]);
  }
}
