import { existsSync } from "node:fs";
import { mkdtemp, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../src/fixtures/demo-accounts";
import { dropRunDatabases, withDatabase } from "./postgres-test-databases";
import { describeWithService } from "./service-tests";
import { openTestDatabase, type TestDatabase } from "./test-database";
import { createTestDatabaseRun, currentTestDatabaseRun, newRunId, removeTestDatabaseRunFolder, runStartedAt } from "./test-database-run";

const opened: TestDatabase[] = [];
async function open(...args: Parameters<typeof openTestDatabase>): Promise<TestDatabase> {
  const test = await openTestDatabase(...args);
  opened.push(test);
  return test;
}
afterAll(async () => {
  for (const test of opened) await test.drop();
});

const tables = async (test: TestDatabase) =>
  (await test.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'", [])).rows[0]?.n;
const userCount = async (test: TestDatabase) => (await test.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users", [])).rows[0]?.n;

describe("test databases (issue 7 §2)", () => {
  it("belong to a run the global setup started", async () => {
    expect(await currentTestDatabaseRun()).toMatchObject({ id: expect.stringMatching(/^[0-9a-z]{8}[0-9a-f]{6}$/) });
  });

  it("come in three states: empty, migrated, and seeded with the demo accounts", async () => {
    const [empty, migrated, seeded] = await Promise.all([open({ state: "empty" }), open({ state: "migrated" }), open({ state: "seeded" })]);
    expect(await tables(empty)).toBe(0);
    expect(await tables(migrated)).toBeGreaterThan(5);
    expect(await userCount(migrated)).toBe(0);
    const { rows } = await seeded.db.query<{ email: string }>("SELECT email FROM users WHERE id = $1", [DEMO_ACCOUNTS.teacher.id]);
    expect(rows).toEqual([{ email: DEMO_ACCOUNTS.teacher.email }]);
  });

  it("are clones: what one test file writes, no other database sees", async () => {
    const [first, second] = await Promise.all([open({ state: "seeded" }), open({ state: "seeded" })]);
    const before = await userCount(second);
    await first.db.query("DELETE FROM users WHERE id = $1", [DEMO_ACCOUNTS.teacher.id]);
    expect(await userCount(first)).toBe((before ?? 0) - 1);
    expect(await userCount(second)).toBe(before);
    expect(await userCount(await open({ state: "seeded" }))).toBe(before);
  });

  it("are named with their run's start, so leftovers of a killed run can be told by age", () => {
    const id = newRunId(Date.UTC(2026, 0, 2));
    expect(runStartedAt(`skolmedia_t_${id}_0a1b2c3d`)).toBe(Date.UTC(2026, 0, 2));
    expect(runStartedAt(`skolmedia_tpl_${id}_seeded`)).toBe(Date.UTC(2026, 0, 2));
    expect(runStartedAt("skolmedia_perf")).toBeNull();
  });

  it("keep their snapshots in a folder per run; a new run removes the folders of runs killed over 12 hours ago", async () => {
    const [killed, live] = [
      await mkdtemp(path.join(tmpdir(), "skolmedia-test-db-")),
      await mkdtemp(path.join(tmpdir(), "skolmedia-test-db-")),
    ];
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3_600_000);
    await utimes(killed, thirteenHoursAgo, thirteenHoursAgo);
    const run = await createTestDatabaseRun();
    try {
      expect(existsSync(killed)).toBe(false);
      expect(existsSync(live)).toBe(true);
      expect(existsSync(run.dir)).toBe(true);
    } finally {
      await removeTestDatabaseRunFolder(run);
      await removeTestDatabaseRunFolder({ id: "", dir: live });
    }
  });

  it("on a server are reached through DATABASE_URL with the database name replaced", () => {
    expect(withDatabase("postgres://u:p@db.example:5433/test?sslmode=require", "skolmedia_t_x")).toBe(
      "postgres://u:p@db.example:5433/skolmedia_t_x?sslmode=require",
    );
  });
});

describeWithService("postgres", "test databases on a PostgreSQL server", (url) => {
  const exists = async (name: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rows.length > 0;
    } finally {
      await client.end();
    }
  };
  const createEmpty = async (name: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`).finally(() => client.end());
  };

  it("are databases of their own, copied from the run's template", async () => {
    const test = await open({ state: "seeded", on: "postgres" });
    const { rows } = await test.db.query<{ name: string }>("SELECT current_database() AS name", []);
    expect(rows[0]?.name).toMatch(/^skolmedia_t_[0-9a-z]{14}_[0-9a-f]{8}$/);
    expect(await userCount(test)).toBeGreaterThan(0);
  });

  it("are dropped at the end of their run, with leftovers of runs killed long ago, but never another live run's", async () => {
    const now = Date.now();
    const ours = newRunId(now);
    const mine = `skolmedia_t_${ours}_00000001`;
    const otherLive = `skolmedia_t_${newRunId(now - 60_000)}_00000002`;
    const leftover = `skolmedia_t_${newRunId(now - 13 * 3_600_000)}_00000003`;
    for (const name of [mine, otherLive, leftover]) await createEmpty(name);
    try {
      const dropped = await dropRunDatabases(url, ours, now);
      expect(dropped).toEqual(expect.arrayContaining([mine, leftover]));
      expect(dropped).not.toContain(otherLive);
      expect(await exists(otherLive)).toBe(true);
      expect(await exists(mine)).toBe(false);
    } finally {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${otherLive}"`).finally(() => client.end());
    }
  });
});
