import type { AccessTokenClaims } from "./access-token-claims";

/**
 * Claims of an active teacher of reseller "member" (licence 8, no profiles, expiring in 2033) for
 * the domain's tests, with `over` on top.
 */
export const teacherClaims = (over: Partial<AccessTokenClaims> = {}): AccessTokenClaims => ({
  sub: "1",
  exp: 2_000_000_000,
  role: "TEACHER",
  isActive: true,
  yearOfBirth: null,
  resellerSlug: "member",
  license: 8,
  profiles: [],
  searchScope: 1,
  ...over,
});
