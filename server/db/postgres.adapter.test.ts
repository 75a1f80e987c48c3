import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { describeWithService } from "../testing/service-tests";
import { createPostgresDatabase, quoteIdent } from "./postgres.adapter";

/** The statements prepared on the session that answers (a pool of one: always the same session). */
async function preparedStatements(url: string, prepare: boolean): Promise<string[]> {
  const schema = `test_prepare_${randomBytes(4).toString("hex")}`;
  const admin = createPostgresDatabase({ connectionString: url, max: 1 });
  await admin.exec(`CREATE SCHEMA ${quoteIdent(schema)}`);
  const db = createPostgresDatabase({ connectionString: url, schema, max: 1, prepare });
  try {
    await db.exec("CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL)");
    await db.query("INSERT INTO items (id, name) VALUES ($1, $2)", [1, "one"]);
    for (let i = 0; i < 3; i++)
      expect((await db.query<{ name: string }>("SELECT name FROM items WHERE id = $1", [1])).rows).toEqual([{ name: "one" }]);
    await db.transaction(async (tx) => {
      expect((await tx.query<{ name: string }>("SELECT name FROM items WHERE id = $1", [1])).rows).toEqual([{ name: "one" }]);
    });
    const { rows } = await db.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements ORDER BY prepare_time");
    return rows.map((row) => row.statement);
  } finally {
    await db.close();
    await admin.exec(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await admin.close();
  }
}

// PostgreSQL only (npm run test:pg): PGlite has no pool and no named statements.
describeWithService("postgres", "the PostgreSQL adapter's prepared statements (issue 6 §5)", (url) => {
  it("prepares each parameterised statement once per connection and reuses it", async () => {
    const statements = await preparedStatements(url, true);
    expect(statements).toEqual(["INSERT INTO items (id, name) VALUES ($1, $2)", "SELECT name FROM items WHERE id = $1"]);
  });

  it("prepares nothing when turned off (DATABASE_PREPARED_STATEMENTS=0, e.g. behind PgBouncer)", async () => {
    expect(await preparedStatements(url, false)).toEqual([]);
  });
});
