import type { Role } from "../../src/domain/auth/access-token-claims";
import { hashNewPassword } from "../auth/password-hasher";
import type { Queryable } from "../db/database.port";

/** ARCHITECTURE §6: every demo account has this password. */
export const DEMO_PASSWORD = "Skolmedia-2026";

export interface DemoAccount {
  email: string;
  role: Role;
  accountType: "teacher" | "student" | null;
  isActive: boolean;
  approvalState: "approval_pending" | "complete";
  yearOfBirth: number | null;
  license: number;
  firstName: string;
  lastName: string;
  className: string | null;
  phone: string | null;
  profiles: readonly string[];
}

/** The demo accounts of ARCHITECTURE §6 (licences per SPEC §6: 8 = all apps, 2 = Play only). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: "admin@skolmedia.test",
    role: "ADMIN",
    accountType: "teacher",
    isActive: true,
    approvalState: "complete",
    yearOfBirth: 1978,
    license: 8,
    firstName: "Astrid",
    lastName: "Admin",
    className: null,
    phone: "08-123 456 70",
    profiles: [],
  },
  {
    email: "larare@skolmedia.test",
    role: "TEACHER",
    accountType: "teacher",
    isActive: true,
    approvalState: "complete",
    yearOfBirth: 1984,
    license: 8,
    firstName: "Lena",
    lastName: "Lärare",
    className: null,
    phone: "070-123 45 67",
    profiles: ["Lena Lärare"],
  },
  {
    email: "profiler@skolmedia.test",
    role: "TEACHER",
    accountType: "teacher",
    isActive: true,
    approvalState: "complete",
    yearOfBirth: 1979,
    license: 8,
    firstName: "Per",
    lastName: "Profilsson",
    className: null,
    phone: "070-765 43 21",
    profiles: ["Per – svenska åk 7", "Per – historia åk 9"],
  },
  {
    email: "elev@skolmedia.test",
    role: "STUDENT",
    accountType: "student",
    isActive: true,
    approvalState: "complete",
    yearOfBirth: 2012,
    license: 2,
    firstName: "Elsa",
    lastName: "Elev",
    className: "8B",
    phone: null,
    profiles: [],
  },
  // SPEC §4: a student registration waits for a teacher's approval.
  {
    email: "elev.ny@skolmedia.test",
    role: "STUDENT",
    accountType: "student",
    isActive: false,
    approvalState: "approval_pending",
    yearOfBirth: 2013,
    license: 2,
    firstName: "Noah",
    lastName: "Nyberg",
    className: "7A",
    phone: null,
    profiles: [],
  },
  {
    email: "inaktiv@skolmedia.test",
    role: "TEACHER",
    accountType: "teacher",
    isActive: false,
    approvalState: "approval_pending",
    yearOfBirth: 1990,
    license: 8,
    firstName: "Ingrid",
    lastName: "Inaktiv",
    className: null,
    phone: "070-000 00 00",
    profiles: [],
  },
  // SPEC §6: campaign test users are their own kind of user, with no teacher/student type.
  {
    email: "kampanj@skolmedia.test",
    role: "CAMPAIGN",
    accountType: null,
    isActive: true,
    approvalState: "complete",
    yearOfBirth: null,
    license: 8,
    firstName: "Kim",
    lastName: "Kampanj",
    className: null,
    phone: null,
    profiles: [],
  },
];

/** The demo school: a stable lookup by name, falling back to the lowest id when it is missing. */
async function demoSchoolId(db: Queryable): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM schools ORDER BY (name = 'Norra Real' AND municipality = 'Stockholm') DESC, id LIMIT 1",
    [],
  );
  return rows[0]?.id ?? null;
}

/** Inserts missing demo accounts (existing ones are left as users changed them); hashes once per run. */
export async function seedDemoAccounts(db: Queryable): Promise<{ created: number }> {
  const { rows: existing } = await db.query<{ email: string }>("SELECT email FROM users WHERE email = ANY($1)", [
    DEMO_ACCOUNTS.map((account) => account.email),
  ]);
  const present = new Set(existing.map((row) => row.email));
  const missing = DEMO_ACCOUNTS.filter((account) => !present.has(account.email));
  if (missing.length === 0) return { created: 0 };
  const hashed = await hashNewPassword(DEMO_PASSWORD);
  if (!hashed.ok) throw new Error(`the demo password breaks the SPEC §5 rule: ${hashed.issues.map((i) => i.key).join(", ")}`);
  const passwordHash = hashed.hash;
  const schoolId = await demoSchoolId(db);
  for (const account of missing) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, role, account_type, is_active, approval_state, year_of_birth, reseller_slug,
                          license, search_scope, school_id, class_name, first_name, last_name, phone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'member', $8, 1, $9, $10, $11, $12, $13)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [
        account.email,
        passwordHash,
        account.role,
        account.accountType,
        account.isActive,
        account.approvalState,
        account.yearOfBirth,
        account.license,
        account.role === "CAMPAIGN" ? null : schoolId,
        account.className,
        account.firstName,
        account.lastName,
        account.phone,
      ],
    );
    const userId = rows[0]?.id;
    if (userId === undefined) continue;
    for (const [index, name] of account.profiles.entries()) {
      await db.query("INSERT INTO profiles (user_id, name, is_active) VALUES ($1, $2, $3) ON CONFLICT (user_id, name) DO NOTHING", [
        userId,
        name,
        // One profile is active from the start; with several the user picks one (SPEC §4 → /profiles).
        account.profiles.length === 1 && index === 0,
      ]);
    }
  }
  return { created: missing.length };
}
