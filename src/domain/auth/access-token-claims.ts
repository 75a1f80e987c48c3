import { DEFAULT_RESELLER, isResellerSlugShape } from "../routing/reseller";

// SPEC §3 "Access token claims": sub (user id), exp (seconds), role, isActive, yearOfBirth,
// resellerSlug, license (default 1), profiles (default empty), searchScope (default 1).

export type Role = "STUDENT" | "TEACHER" | "ADMIN" | "MEMBER" | "ROOT" | "CAMPAIGN";

export const ROLES: readonly Role[] = ["STUDENT", "TEACHER", "ADMIN", "MEMBER", "ROOT", "CAMPAIGN"];

export interface Profile {
  id: number;
  name: string;
  isActive: boolean;
  lastUsed: string | null;
}

export interface AccessTokenClaims {
  sub: string;
  /** Expiry in seconds since the epoch (the JWT convention). */
  exp: number;
  role: Role;
  isActive: boolean;
  yearOfBirth: number | null;
  resellerSlug: string;
  license: number;
  profiles: Profile[];
  searchScope: 1 | 2;
}

/** SPEC §3 / §9 defaults for claims a token leaves out. */
export const CLAIM_DEFAULTS = {
  license: 1,
  searchScope: 1,
  resellerSlug: DEFAULT_RESELLER,
  // Decision (spec silent): an unknown or missing role is read as the least privileged
  // logged-in role, member; admin rights are never guessed.
  role: "MEMBER",
} as const;

type Bag = Readonly<Record<string, unknown>>;

function isBag(value: unknown): value is Bag {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readSub(value: unknown): string | null {
  // Some backends put a numeric user id in sub; it is still the same user.
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  return null;
}

function readExp(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

function readRole(value: unknown): Role {
  // SPEC §6 writes member and root in lower case; tokens may use either case.
  if (typeof value !== "string") return CLAIM_DEFAULTS.role;
  const upper = value.trim().toUpperCase();
  return ROLES.find((role) => role === upper) ?? CLAIM_DEFAULTS.role;
}

function readInteger(value: unknown): number | null {
  if (typeof value === "number" && Number.isSafeInteger(value)) return value;
  if (typeof value === "string" && /^\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return null;
}

function readYearOfBirth(value: unknown): number | null {
  const year = readInteger(value);
  // A year has four digits; anything else is treated as "no year" (SPEC §6: default age 15).
  return year !== null && year >= 1000 && year <= 9999 ? year : null;
}

function readLicense(value: unknown): number {
  const license = readInteger(value);
  return license !== null && license >= 0 ? license : CLAIM_DEFAULTS.license;
}

function readSearchScope(value: unknown): 1 | 2 {
  const scope = readInteger(value);
  return scope === 2 ? 2 : scope === 1 ? 1 : CLAIM_DEFAULTS.searchScope;
}

function readResellerSlug(value: unknown): string {
  if (typeof value !== "string") return CLAIM_DEFAULTS.resellerSlug;
  const slug = value.trim().toLowerCase();
  return isResellerSlugShape(slug) ? slug : CLAIM_DEFAULTS.resellerSlug;
}

function readProfile(value: unknown): Profile | null {
  if (!isBag(value)) return null;
  const id = readInteger(value.id);
  if (id === null || typeof value.name !== "string") return null;
  return {
    id,
    name: value.name,
    isActive: value.isActive === true,
    lastUsed: typeof value.lastUsed === "string" && value.lastUsed !== "" ? value.lastUsed : null,
  };
}

function readProfiles(value: unknown): Profile[] {
  if (!Array.isArray(value)) return [];
  // Malformed entries are dropped rather than failing the whole session.
  return value.map(readProfile).filter((profile): profile is Profile => profile !== null);
}

/**
 * Validates a decoded JWT payload and fills in the SPEC §3 defaults. Returns null when the token is
 * unusable: not an object, or no subject or expiry (a token without exp would never expire).
 * isActive is true only when the token says exactly true (an unclear token is not an active account).
 */
export function normaliseClaims(raw: unknown): AccessTokenClaims | null {
  if (!isBag(raw)) return null;
  const sub = readSub(raw.sub);
  const exp = readExp(raw.exp);
  if (sub === null || exp === null) return null;
  return {
    sub,
    exp,
    role: readRole(raw.role),
    isActive: raw.isActive === true,
    yearOfBirth: readYearOfBirth(raw.yearOfBirth),
    resellerSlug: readResellerSlug(raw.resellerSlug),
    license: readLicense(raw.license),
    profiles: readProfiles(raw.profiles),
    searchScope: readSearchScope(raw.searchScope),
  };
}
