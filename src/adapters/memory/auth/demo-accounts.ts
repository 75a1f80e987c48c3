import type { Profile } from "../../../domain/auth/access-token-claims";
import type { Me } from "../../../ports/auth/me-gateway.port";

/** ARCHITECTURE §6: the demo accounts, all with the password Skolmedia-2026. */
export const DEMO_PASSWORD = "Skolmedia-2026";

/** A demo account: the fields of GET /v1/me that the in-memory backend keeps per user. */
export type DemoAccount = Pick<
  Me,
  "id" | "email" | "firstName" | "lastName" | "role" | "accountType" | "isActive" | "yearOfBirth" | "resellerSlug" | "license" | "profiles"
>;

const profile = (id: number, name: string, isActive: boolean): Profile => ({ id, name, isActive, lastUsed: null });

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 1,
    email: "admin@skolmedia.test",
    firstName: "Ada",
    lastName: "Admin",
    role: "ADMIN",
    accountType: "teacher",
    isActive: true,
    yearOfBirth: 1980,
    resellerSlug: "member",
    license: 8,
    profiles: [],
  },
  {
    id: 2,
    email: "larare@skolmedia.test",
    firstName: "Lars",
    lastName: "Lärare",
    role: "TEACHER",
    accountType: "teacher",
    isActive: true,
    yearOfBirth: 1979,
    resellerSlug: "member",
    license: 8,
    profiles: [profile(21, "Lars Lärare", true)],
  },
  {
    id: 3,
    email: "profiler@skolmedia.test",
    firstName: "Petra",
    lastName: "Profil",
    role: "TEACHER",
    accountType: "teacher",
    isActive: true,
    yearOfBirth: 1985,
    resellerSlug: "member",
    license: 8,
    profiles: [profile(31, "Petra på Ekskolan", true), profile(32, "Petra på Björkskolan", false)],
  },
  {
    id: 4,
    email: "elev@skolmedia.test",
    firstName: "Elsa",
    lastName: "Elev",
    role: "STUDENT",
    accountType: "student",
    isActive: true,
    yearOfBirth: 2012,
    resellerSlug: "member",
    license: 2,
    profiles: [],
  },
  {
    id: 5,
    email: "elev.ny@skolmedia.test",
    firstName: "Nils",
    lastName: "Ny",
    role: "STUDENT",
    accountType: "student",
    isActive: false,
    yearOfBirth: 2013,
    resellerSlug: "member",
    license: 2,
    profiles: [],
  },
  {
    id: 6,
    email: "inaktiv@skolmedia.test",
    firstName: "Ingrid",
    lastName: "Inaktiv",
    role: "TEACHER",
    accountType: "teacher",
    isActive: false,
    yearOfBirth: 1975,
    resellerSlug: "member",
    license: 8,
    profiles: [],
  },
  {
    id: 7,
    email: "kampanj@skolmedia.test",
    firstName: "Kim",
    lastName: "Kampanj",
    role: "CAMPAIGN",
    accountType: "teacher",
    isActive: true,
    yearOfBirth: null,
    resellerSlug: "member",
    license: 2,
    profiles: [],
  },
];
