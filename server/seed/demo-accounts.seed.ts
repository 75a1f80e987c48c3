import { DEMO_ACCOUNT_LIST, DEMO_PASSWORD, type DemoAccount } from "../../src/fixtures/demo-accounts";
import { hashNewPassword } from "../auth/password-hasher";
import type { Queryable } from "../db/database.port";

// The server tests log in with the demo password; they read it here, next to what the seed does with it.
export { DEMO_PASSWORD };

/**
 * The school row of a demo account's school, found by name and municipality (the fixture's id is what
 * a fresh database gives it; a database seeded from an older list may differ), else the lowest id.
 */
async function schoolIdOf(db: Queryable, school: DemoAccount["school"]): Promise<number | null> {
  if (school === null) return null;
  const { rows } = await db.query<{ id: number }>("SELECT id FROM schools ORDER BY (name = $1 AND municipality = $2) DESC, id LIMIT 1", [
    school.name,
    school.municipality,
  ]);
  return rows[0]?.id ?? null;
}

/**
 * Inserts the missing demo accounts of src/fixtures/demo-accounts.ts in their order (existing ones are
 * left as users changed them); hashes once per run.
 */
export async function seedDemoAccounts(db: Queryable): Promise<{ created: number }> {
  const { rows: existing } = await db.query<{ email: string }>("SELECT email FROM users WHERE email = ANY($1)", [
    DEMO_ACCOUNT_LIST.map((account) => account.email),
  ]);
  const present = new Set(existing.map((row) => row.email));
  const missing = DEMO_ACCOUNT_LIST.filter((account) => !present.has(account.email));
  if (missing.length === 0) return { created: 0 };
  const hashed = await hashNewPassword(DEMO_PASSWORD);
  if (!hashed.ok) throw new Error(`the demo password breaks the SPEC §5 rule: ${hashed.issues.map((i) => i.code).join(", ")}`);
  const passwordHash = hashed.hash;
  for (const account of missing) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, role, account_type, is_active, approval_state, year_of_birth, reseller_slug,
                          license, search_scope, school_id, class_name, first_name, last_name, phone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [
        account.email,
        passwordHash,
        account.role,
        account.accountType,
        account.isActive,
        account.approvalState,
        account.yearOfBirth,
        account.resellerSlug,
        account.license,
        account.searchScope,
        await schoolIdOf(db, account.school),
        account.className,
        account.firstName,
        account.lastName,
        account.phone,
      ],
    );
    const userId = rows[0]?.id;
    if (userId === undefined) continue;
    for (const profile of account.profiles) {
      await db.query("INSERT INTO profiles (user_id, name, is_active) VALUES ($1, $2, $3) ON CONFLICT (user_id, name) DO NOTHING", [
        userId,
        profile.name,
        profile.isActive,
      ]);
    }
  }
  return { created: missing.length };
}
