import type { components } from "../../../src/contract/api.gen";
import type { CallerSession } from "./caller-session";

type HistoryItem = components["schemas"]["SearchHistoryItem"];

/**
 * A search history item of the caller's own (issue 9), for the rows of deleteRecentSearch: the
 * caller commits a search of its own (trackSearchUserEvent) and finds it in its history. The
 * visitor has none: it gets id 1, which its request never reaches (401).
 */
export async function ownHistoryItem(session: CallerSession): Promise<HistoryItem> {
  if (session.tokens === null) return { id: 1, queryString: "" };
  const searchTerm = `matrissökning ${session.label}`;
  const tracked = await session.send("trackSearchUserEvent", { body: { app: "play", searchTerm, queryParameters: [] } });
  if (tracked.statusCode !== 204) throw new Error(`trackSearchUserEvent as ${session.label}: ${tracked.statusCode} ${tracked.body}`);
  const listed = await session.send("listSearchHistory", { query: { limit: 100 } });
  const item = listed.json<HistoryItem[]>().find((candidate) => candidate.queryString === searchTerm);
  if (!item) throw new Error(`no history item "${searchTerm}" for ${session.label}: ${listed.body}`);
  return item;
}
