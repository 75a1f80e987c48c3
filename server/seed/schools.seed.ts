import type { Database, Queryable } from "../db/database.port";
import { SCHOOLS_BY_MUNICIPALITY } from "./seed-data/schools";

export interface SchoolSeed {
  id: number;
  name: string;
  municipality: string;
  county: string;
}

/** The demo schools with deterministic ids 1..N in the order of the data file. */
export function demoSchools(): SchoolSeed[] {
  return SCHOOLS_BY_MUNICIPALITY.flatMap((group) =>
    group.schools.map((name) => ({ name, municipality: group.municipality, county: group.county })),
  ).map((school, index) => ({ id: index + 1, ...school }));
}

/**
 * Seeds the real Swedish schools (issue 2 §5). Safe on every start: skips when every id is present,
 * otherwise inserts the missing ones in one statement and never touches existing rows.
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
