import { requireAuth } from "../auth/bearer-auth";
import { ApiError } from "../http/api-error";
import type { HandlerMap } from "../http/openapi-routes";
import type { UserRepository } from "./user.repository";

/** GET /v1/me (SPEC §3 Account, Profile) and the connectivity probe GET /v1/test (SPEC §7). */
export function meHandlers(users: UserRepository): HandlerMap {
  return {
    getMe: async (request) => {
      const claims = requireAuth(request);
      const user = await users.findById(Number(claims.sub));
      // A valid token for a deleted account is no session any more.
      if (!user) throw new ApiError("AUTH.UNAUTHENTICATED");
      return {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        accountType: user.accountType,
        isActive: user.isActive,
        yearOfBirth: user.yearOfBirth,
        resellerSlug: user.resellerSlug,
        license: user.license,
        profiles: user.profiles,
        searchScope: user.searchScope,
        school: user.school,
        className: user.className,
        phone: user.phone,
      };
    },
    getTest: async () => ({ status: "ok" }),
  };
}
