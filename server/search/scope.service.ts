import type { AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import { ApiError } from "../http/api-error";
import { userIdOf } from "../shell/storable-text";
import type { SearchScopeRepository } from "./scope.repository";

/**
 * openapi setSearchScope (SPEC §7: "Search scope update: the scope number; response scope;
 * afterwards the session token is refreshed"). The scope is stored on the account; the token in
 * hand keeps its claim until it is replaced, and the next token issued — refresh, login, profile
 * change (auth.service.ts claimsFor reads users.search_scope) — carries the new searchScope.
 */
export class SearchScopeService {
  constructor(private readonly repository: SearchScopeRepository) {}

  async set(claims: AccessTokenClaims, scope: 1 | 2): Promise<{ scope: 1 | 2 }> {
    const userId = userIdOf(claims);
    // A valid token of an account that is gone: the session is over.
    if (userId === null || !(await this.repository.set(userId, scope)))
      throw new ApiError("AUTH.UNAUTHENTICATED", "The account no longer exists.");
    return { scope };
  }
}
