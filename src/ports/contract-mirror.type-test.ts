/**
 * Compile-time checks (tsc, `npm run typecheck`) that the hand-written types which mirror the contract
 * are the contract's own schemas (issue 7 §1). `Me` is derived from the contract outright
 * (me-gateway.port.ts); these are written by hand for a reason and held equal here instead:
 * - the domain's claim types, because the domain imports nothing outside itself;
 * - the auth port's types, which choose what the web app takes from a schema (the access token only,
 *   issue 6 §4) and say so in their own words.
 * When the contract changes, tsc points here, and the port or the domain is changed with it.
 */
import type { components } from "../contract/api.gen";
import type { ContractSchema, DeepReadonly, Equals, Expect } from "../contract/schemas";
import type { AccessTokenClaims, Profile, Role } from "../domain/auth/access-token-claims";
import type { AccessGrant, LoginCredentials } from "./auth/auth-gateway.port";
import type { Me } from "./auth/me-gateway.port";
import type { ErrorBody } from "./shared/app-error.port";

type Schema = components["schemas"];

export type ContractMirrorChecks = [
  Expect<Equals<Role, Schema["Role"]>>,
  Expect<Equals<Profile, Schema["Profile"]>>,
  // The domain reads the claims it uses; `iat` is not one of them (SPEC §3 lists the others).
  Expect<Equals<AccessTokenClaims, Omit<Schema["AccessTokenClaims"], "iat">>>,
  Expect<Equals<Me, ContractSchema<"Me">>>,
  Expect<Equals<LoginCredentials, ContractSchema<"LoginRequest">>>,
  // What the web app keeps of POST /api-token-auth, /api-token-refresh, /v1/me/change-profile/{id}.
  Expect<Equals<AccessGrant, DeepReadonly<Pick<Schema["TokenPair"], "accessToken">>>>,
  // SPEC §3 "Error response body".
  Expect<Equals<ErrorBody, ContractSchema<"Error">>>,
];
