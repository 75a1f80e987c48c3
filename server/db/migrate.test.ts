import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../testing/test-app";
import { migrate } from "./migrate";

describe("migrations", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase({ state: "empty" });
  });
  afterAll(async () => {
    await test.drop();
  });

  it("applies every migration file once, in order, and records it", async () => {
    const first = await migrate(test.db);
    expect(first.applied[0]).toBe("001_core.sql");
    expect(first.applied).toEqual([...first.applied].sort());
    const { rows } = await test.db.query<{ version: string }>("SELECT version FROM schema_migrations ORDER BY version");
    expect(rows.map((row) => row.version)).toEqual(first.applied);
  });

  it("is idempotent: a second run applies nothing and keeps the data", async () => {
    await test.db.query("INSERT INTO app_settings (key, value) VALUES ('probe', 'kept')", []);
    const second = await migrate(test.db);
    expect(second.applied).toEqual([]);
    expect(second.skipped.length).toBeGreaterThan(0);
    const { rows } = await test.db.query<{ value: string }>("SELECT value FROM app_settings WHERE key = 'probe'", []);
    expect(rows).toEqual([{ value: "kept" }]);
  });

  it("makes unaccent and pg_trgm available to the schema", async () => {
    const { rows } = await test.db.query<{ plain: string; similar: number }>(
      "SELECT unaccent('Åsa Öberg') AS plain, similarity('matematik', 'matemtik') AS similar",
      [],
    );
    expect(rows[0]?.plain).toBe("Asa Oberg");
    expect(rows[0]?.similar).toBeGreaterThan(0.3);
  });

  it("rolls back a failing transaction as a whole", async () => {
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query("INSERT INTO app_settings (key, value) VALUES ('rolled', 'back')", []);
        await tx.query("SELECT no_such_column FROM app_settings", []);
      }),
    ).rejects.toThrow();
    const { rows } = await test.db.query("SELECT 1 FROM app_settings WHERE key = 'rolled'", []);
    expect(rows).toHaveLength(0);
  });

  it("returns int8 values as numbers on both adapters", async () => {
    const { rows } = await test.db.query<{ n: unknown }>("SELECT count(*) AS n FROM schema_migrations", []);
    expect(typeof rows[0]?.n).toBe("number");
  });
});
