import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNT_LIST, DEMO_ACCOUNTS, DEMO_PASSWORD, demoMe } from "../../src/fixtures/demo-accounts";
import { DEMO_RESELLERS } from "../../src/fixtures/demo-resellers";
import { toMe } from "../accounts/me.mapper";
import { UserRepository } from "../accounts/user.repository";
import { verifyPassword } from "../auth/password-hasher";
import { openTestDatabase, type TestDatabase } from "../testing/test-app";
import { seed } from "./seed";

async function snapshot(test: TestDatabase) {
  const users = await test.db.query(
    "SELECT id, email, role, account_type, is_active, year_of_birth, license, school_id, reseller_slug FROM users ORDER BY id",
    [],
  );
  const profiles = await test.db.query("SELECT id, user_id, name, is_active FROM profiles ORDER BY id", []);
  const resellers = await test.db.query("SELECT * FROM resellers ORDER BY slug", []);
  return { users: users.rows, profiles: profiles.rows, resellers: resellers.rows };
}

describe("seed", () => {
  let test: TestDatabase;
  let firstRunMs = 0;
  beforeAll(async () => {
    test = await openTestDatabase({ state: "migrated" });
    firstRunMs = (await seed(test.db, { catalogue: "none" })).milliseconds;
  });
  afterAll(async () => {
    await test.drop();
  });

  it("creates the resellers member (default), root, sli and a customer reseller with its own analytics id", async () => {
    const { rows } = await test.db.query<{ slug: string; is_default: boolean; google_analytics_id: string | null; brand_variant: string }>(
      "SELECT slug, is_default, google_analytics_id, brand_variant FROM resellers ORDER BY slug",
      [],
    );
    expect(rows.map((row) => row.slug)).toEqual(DEMO_RESELLERS.map((r) => r.slug).sort());
    expect(rows.filter((row) => row.is_default).map((row) => row.slug)).toEqual(["member"]);
    expect(rows.find((row) => row.slug === "kulturskolan-nord")?.google_analytics_id).toMatch(/^G-/);
    expect(new Set(rows.map((row) => row.brand_variant))).toEqual(new Set(["default", "education-streaming", "film-library"]));
  });

  it("creates the demo accounts of ARCHITECTURE §6 with the shared demo password", async () => {
    const { rows } = await test.db.query<{
      email: string;
      password_hash: string;
      role: string;
      is_active: boolean;
      license: number;
      year_of_birth: number | null;
      school_id: number | null;
    }>("SELECT email, password_hash, role, is_active, license, year_of_birth, school_id FROM users", []);
    expect(rows.map((row) => row.email).sort()).toEqual(DEMO_ACCOUNT_LIST.map((account) => account.email).sort());
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get("elev@skolmedia.test")).toMatchObject({ role: "STUDENT", is_active: true, license: 2, year_of_birth: 2012 });
    expect(byEmail.get("elev.ny@skolmedia.test")?.is_active).toBe(false);
    expect(byEmail.get("inaktiv@skolmedia.test")).toMatchObject({ role: "TEACHER", is_active: false });
    expect(byEmail.get("admin@skolmedia.test")?.role).toBe("ADMIN");
    expect(byEmail.get("kampanj@skolmedia.test")?.role).toBe("CAMPAIGN");
    expect(byEmail.get("larare@skolmedia.test")?.school_id).not.toBeNull();
    const hash = byEmail.get("larare@skolmedia.test")?.password_hash ?? "";
    // OWASP parameters, whatever order the library writes them in.
    const parameters = hash.split("$")[3]?.split(",").sort();
    expect(hash.startsWith("$argon2id$v=19$")).toBe(true);
    expect(parameters).toEqual(["m=19456", "p=1", "t=2"]);
    expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(true);
  });

  it("writes every demo account as the fixture has it, with the fixture's ids (the in-memory backend and Pact rely on them)", async () => {
    const users = new UserRepository(test.db);
    for (const account of DEMO_ACCOUNT_LIST) {
      const user = await users.findByEmail(account.email);
      expect(user && toMe(user), account.email).toEqual(demoMe(account));
    }
    const { rows } = await test.db.query<{ email: string; approval_state: string }>("SELECT email, approval_state FROM users", []);
    for (const row of rows) {
      expect(row.approval_state, row.email).toBe(DEMO_ACCOUNT_LIST.find((account) => account.email === row.email)?.approvalState);
    }
  });

  it("gives larare one profile and profiler two", async () => {
    const { rows } = await test.db.query<{ email: string; n: number }>(
      "SELECT u.email, count(p.id) AS n FROM users u LEFT JOIN profiles p ON p.user_id = u.id GROUP BY u.email",
      [],
    );
    const counts = Object.fromEntries(rows.map((row) => [row.email, row.n]));
    expect(counts[DEMO_ACCOUNTS.teacher.email]).toBe(1);
    expect(counts[DEMO_ACCOUNTS.profiler.email]).toBe(2);
  });

  it("is idempotent and fast the second time: nothing changes, no password is hashed again", async () => {
    const before = await snapshot(test);
    const again = await seed(test.db, { catalogue: "none" });
    expect(again.demoAccountsCreated).toBe(0);
    expect(await snapshot(test)).toEqual(before);
    expect(again.milliseconds).toBeLessThan(Math.max(firstRunMs, 1000));
  });

  it("is deterministic: a fresh database gets the same accounts, ids and school", async () => {
    const other = await openTestDatabase({ state: "migrated" });
    try {
      await seed(other.db, { catalogue: "none" });
      const strip = (s: Awaited<ReturnType<typeof snapshot>>) => s;
      expect(strip(await snapshot(other))).toEqual(strip(await snapshot(test)));
    } finally {
      await other.drop();
    }
  });
});
