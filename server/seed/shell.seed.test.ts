import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ALERT_STRIPS } from "../../src/fixtures/demo-shell";
import { DEMO_RESELLERS } from "../../src/fixtures/demo-resellers";
import { openTestDatabase, type TestDatabase } from "../testing/test-app";
import { seedResellers } from "./resellers.seed";
import { seedShell } from "./shell.seed";

const DAY = 24 * 60 * 60 * 1000;

async function counts(test: TestDatabase) {
  const { rows } = await test.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM menus) AS menus, (SELECT count(*)::int FROM menu_links) AS menu_links,
            (SELECT count(*)::int FROM footers) AS footers, (SELECT count(*)::int FROM footer_links) AS footer_links,
            (SELECT count(*)::int FROM sso_options) AS sso_options, (SELECT count(*)::int FROM alert_strips) AS alert_strips`,
    [],
  );
  return rows[0]!;
}

describe("the shell seed (issue 8 Data)", () => {
  let test: TestDatabase;
  const seededAt = new Date("2026-09-01T08:00:00Z");
  beforeAll(async () => {
    test = await openTestDatabase({ state: "migrated" });
    await seedResellers(test.db);
    await seedShell(test.db, seededAt);
  });
  afterAll(async () => {
    await test.drop();
  });

  it("gives every reseller a menu, a footer, SSO options and one strip of each kind", async () => {
    const { rows } = await test.db.query<{ reseller_slug: string; kinds: string[] }>(
      "SELECT reseller_slug, array_agg(kind ORDER BY kind) AS kinds FROM alert_strips GROUP BY reseller_slug",
      [],
    );
    expect(rows.map((row) => row.reseller_slug).sort()).toEqual(DEMO_RESELLERS.map((r) => r.slug).sort());
    for (const row of rows) expect(row.kinds).toEqual(["COOKIE", "DANGER", "INFO", "NETWORK", "WARNING"]);
    expect(await counts(test)).toMatchObject({ menus: DEMO_RESELLERS.length, footers: DEMO_RESELLERS.length });
  });

  it("changes nothing on a second run", async () => {
    const before = await counts(test);
    await seedShell(test.db, new Date(seededAt.getTime() + 60_000));
    expect(await counts(test)).toEqual(before);
  });

  it("lays the strips out again once every strip of a reseller has expired", async () => {
    const before = (await counts(test)).alert_strips!;
    await seedShell(test.db, new Date(seededAt.getTime() + 30 * DAY));
    expect((await counts(test)).alert_strips).toBe(before + DEMO_RESELLERS.length * DEMO_ALERT_STRIPS.length);
  });
});
