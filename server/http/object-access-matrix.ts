import type { OperationId } from "../../src/contract/operations";
import type { CallerSession, RequestParts } from "../testing/authorization/caller-session";
import { ownHistoryItem } from "../testing/authorization/search-history-item";

/**
 * Issue 6 §3, OWASP API1 (broken object-level authorisation): for every operation that takes an id
 * of something owned — a collection, a cart item, an order, a student, a profile, an image — a
 * second user of the same role gets 403 or 404 and never the data, and the owner's thing stays as
 * it was. The test (authorization-matrix.test.ts) runs each row:
 *
 * 1. signs in `owner` and `intruder` (demo accounts of the same role, fresh sessions);
 * 2. `target(owner)` finds the owner's object through the API and says which request reaches it
 *    and which texts of it must never reach anyone else;
 * 3. the intruder sends that request: 403 or 404 with the error body, none of the secrets;
 * 4. `ownerState(owner)`, when given, reads the same before and after the intruder's attempt;
 * 5. the owner sends it: 2xx — the row really points at an object.
 *
 * A feature adds one row per owned-id operation; the seed must hold two users of the role, each
 * with such an object.
 */
export interface ObjectAccessCase {
  operationId: OperationId;
  /** What the object is, for the test name: "a profile of another teacher". */
  what: string;
  owner: string;
  intruder: string;
  target: (owner: CallerSession) => Promise<{ request: RequestParts; secrets: readonly string[] }>;
  ownerState?: (owner: CallerSession) => Promise<unknown>;
}

export const OBJECT_ACCESS_MATRIX: readonly ObjectAccessCase[] = [
  {
    operationId: "changeProfile",
    what: "a profile of another teacher",
    owner: "profiler@skolmedia.test",
    intruder: "larare@skolmedia.test",
    target: async (owner) => {
      const profiles = (await owner.me())?.profiles ?? [];
      // The profile that is not active, so that a successful intrusion would change something.
      const profile = profiles.find((candidate) => !candidate.isActive) ?? profiles[0];
      if (!profile) throw new Error("the owner has no profile: see demo-accounts.seed.ts");
      return { request: { path: { id: profile.id } }, secrets: [profile.name] };
    },
    ownerState: async (owner) => (await owner.me())?.profiles.map(({ id, isActive }) => ({ id, isActive })),
  },
  {
    // Issue 9: DELETE /v1/me/recent-searches/{id} forgets only the caller's own search.
    operationId: "deleteRecentSearch",
    what: "a recent search of another teacher",
    owner: "profiler@skolmedia.test",
    intruder: "larare@skolmedia.test",
    target: async (owner) => {
      const item = await ownHistoryItem(owner);
      return { request: { path: { id: item.id } }, secrets: [item.queryString] };
    },
    ownerState: async (owner) => (await owner.send("listSearchHistory", { query: { limit: 100 } })).json(),
  },
];
