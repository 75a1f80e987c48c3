import { demoSchools } from "../../src/fixtures/demo-schools";
import type { Database, Queryable } from "../db/database.port";

/**
 * Seeds the real Swedish schools of src/fixtures/demo-schools.ts (issue 2 §5) with their ids 1..N.
 * Safe on every start: skips when every id is present, otherwise inserts the missing ones in one
 * statement and never touches existing rows.
 */
export async function seedSchools(db: Queryable | Database): Promise<{ inserted: number; skipped: boolean }> {
  const schools = demoSchools();
  const { rows } = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM schools WHERE id BETWEEN 1 AND $1", [
    schools.length,
  ]);
  if ((rows[0]?.count ?? 0) >= schools.length) return { inserted: 0, skipped: true };
  const result = await db.query(
    `INSERT INTO schools (id, name, municipality, county)
     SELECT id, name, municipality, county FROM jsonb_to_recordset($1::jsonb) AS r(id integer, name text, municipality text, county text)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(schools)],
  );
  return { inserted: result.rowCount, skipped: false };
}
