import argon2 from "argon2";
import { validatePassword, type PasswordRuleOptions } from "../../src/domain/validation/password";
import type { ValidationIssue } from "../../src/domain/validation/validation-result";

/** OWASP password storage cheat sheet: argon2id, m=19456 KiB (19 MiB), t=2, p=1. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, ARGON2_OPTIONS);
}

/**
 * For every password a user sets (signup, set/reset/change password, seed): the SPEC §5 rule from
 * the domain first, so the server never stores a password the web app would refuse.
 */
export async function hashNewPassword(
  plain: string,
  rules: PasswordRuleOptions = {},
): Promise<{ ok: true; hash: string } | { ok: false; issues: readonly ValidationIssue<"password">[] }> {
  const result = validatePassword(plain, rules);
  if (!result.ok) return { ok: false, issues: result.issues };
  return { ok: true, hash: await hashPassword(plain) };
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    // A malformed stored hash is a failed login, not a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * For unknown e-mails we still run one verification against a dummy hash with the same
 * parameters, so a wrong e-mail and a wrong password take about the same time.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword("dummy-password-for-timing-equalisation");
  await verifyPassword(await dummyHash, plain);
  return false;
}
