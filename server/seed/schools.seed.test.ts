import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueTestDatabases, type MigratedTestDatabase } from "../catalogue/catalogue-test-databases";
import { demoSchools, SCHOOLS_BY_MUNICIPALITY } from "../../src/fixtures/demo-schools";
import { seedSchools } from "./schools.seed";

const SWEDISH_COUNTIES = new Set([
  "Stockholms län",
  "Uppsala län",
  "Södermanlands län",
  "Östergötlands län",
  "Jönköpings län",
  "Kronobergs län",
  "Kalmar län",
  "Gotlands län",
  "Blekinge län",
  "Skåne län",
  "Hallands län",
  "Västra Götalands län",
  "Värmlands län",
  "Örebro län",
  "Västmanlands län",
  "Dalarnas län",
  "Gävleborgs län",
  "Västernorrlands län",
  "Jämtlands län",
  "Västerbottens län",
  "Norrbottens län",
]);

describe("the demo schools", () => {
  const schools = demoSchools();

  it("lists at least 300 schools in at least 40 municipalities", () => {
    expect(schools.length).toBeGreaterThanOrEqual(300);
    expect(new Set(schools.map((s) => s.municipality)).size).toBeGreaterThanOrEqual(40);
  });

  it("numbers the schools 1..N in file order", () => {
    expect(schools.map((s) => s.id)).toEqual(schools.map((_s, index) => index + 1));
    expect(schools[0]).toMatchObject({ id: 1, name: SCHOOLS_BY_MUNICIPALITY[0]?.schools[0] });
  });

  it("places every school in one of Sweden's 21 counties", () => {
    for (const school of schools) expect(SWEDISH_COUNTIES).toContain(school.county);
    expect(new Set(schools.map((s) => s.county)).size).toBe(21);
  });

  it("keeps each municipality in one county and never lists a school twice there", () => {
    const countyOf = new Map<string, string>();
    const seen = new Set<string>();
    for (const school of schools) {
      expect(countyOf.get(school.municipality) ?? school.county).toBe(school.county);
      countyOf.set(school.municipality, school.county);
      const key = `${school.municipality}/${school.name}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  });
});

describe.each(catalogueTestDatabases())("seedSchools on $name", (kind) => {
  let test: MigratedTestDatabase;
  beforeAll(async () => {
    test = await kind.open();
  });
  afterAll(async () => {
    await test.drop();
  });

  it("inserts every school once and skips on the next start", async () => {
    const first = await seedSchools(test.db);
    expect(first).toEqual({ inserted: demoSchools().length, skipped: false });
    expect(await seedSchools(test.db)).toEqual({ inserted: 0, skipped: true });
    const { rows } = await test.db.query<{ count: number }>("SELECT count(*)::int AS count FROM schools");
    expect(rows[0]?.count).toBe(demoSchools().length);
  });

  it("fills in a missing school without touching an edited one", async () => {
    await test.db.query("DELETE FROM schools WHERE id = 5");
    await test.db.query("UPDATE schools SET name = 'Omdöpt skola' WHERE id = 6");
    expect(await seedSchools(test.db)).toEqual({ inserted: 1, skipped: false });
    const { rows } = await test.db.query<{ id: number; name: string }>("SELECT id, name FROM schools WHERE id IN (5, 6) ORDER BY id");
    expect(rows).toEqual([
      { id: 5, name: demoSchools()[4]?.name },
      { id: 6, name: "Omdöpt skola" },
    ]);
  });
});
