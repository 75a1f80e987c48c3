import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../auth/password-hasher";
import { migrate } from "../db/migrate";
import { openTestDatabase, type TestDatabase } from "../testing/test-app";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts.seed";
import { RESELLERS } from "./resellers.seed";
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
    test = await openTestDatabase();
    await migrate(test.db);
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
    expect(rows.map((row) => row.slug)).toEqual(RESELLERS.map((r) => r.slug).sort());
    expect(rows.filter((row) => row.is_default).map((row) => row.slug)).toEqual(["member"]);
    expect(rows.find((row) => row.slug === "kulturskolan-nord")?.google_analytics_id).toMatch(/^G-/);
    expect(new Set(rows.map((row) => row.brand_variant))).toEqual(new Set(["default", "education", "filmlibrary"]));
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
    expect(rows.map((row) => row.email).sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
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

  it("gives larare one profile and profiler two", async () => {
    const { rows } = await test.db.query<{ email: string; n: number }>(
      "SELECT u.email, count(p.id) AS n FROM users u LEFT JOIN profiles p ON p.user_id = u.id GROUP BY u.email",
      [],
    );
    const counts = Object.fromEntries(rows.map((row) => [row.email, row.n]));
    expect(counts["larare@skolmedia.test"]).toBe(1);
    expect(counts["profiler@skolmedia.test"]).toBe(2);
  });

  it("is idempotent and fast the second time: nothing changes, no password is hashed again", async () => {
    const before = await snapshot(test);
    const again = await seed(test.db, { catalogue: "none" });
    expect(again.demoAccountsCreated).toBe(0);
    expect(await snapshot(test)).toEqual(before);
    expect(again.milliseconds).toBeLessThan(Math.max(firstRunMs, 1000));
  });

  it("is deterministic: a fresh database gets the same accounts, ids and school", async () => {
    const other = await openTestDatabase();
    try {
      await migrate(other.db);
      await seed(other.db, { catalogue: "none" });
      const strip = (s: Awaited<ReturnType<typeof snapshot>>) => s;
      expect(strip(await snapshot(other))).toEqual(strip(await snapshot(test)));
    } finally {
      await other.drop();
    }
  });
});
