import type { Database } from "../db/database.port";
import { migrate } from "../db/migrate";
import { seed } from "../seed/seed";

/**
 * What a test database holds when a test gets it: nothing (`migrate` tests), the schema (repository
 * and seed tests), or the schema and the demo data without the catalogue (app tests, `createTestApp`).
 */
export type TestDatabaseState = "empty" | "migrated" | "seeded";

/** Brings a database to `state` the slow way: the snapshots are built with it, and it is the fallback outside vitest. */
export async function bringTo(db: Database, state: TestDatabaseState): Promise<void> {
  if (state === "empty") return;
  await migrate(db);
  if (state === "seeded") await seed(db, { catalogue: "none" });
}
