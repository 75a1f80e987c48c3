import { requireAuth } from "../auth/bearer-auth";
import { ApiError } from "../http/api-error";
import { defineHandlers } from "../http/contract-handler";
import { toMe } from "./me.mapper";
import type { UserRepository } from "./user.repository";

/** The signed-in user's account: GET /v1/me (SPEC §3 Account, Profile). */
export function accountsHandlers(users: UserRepository) {
  return defineHandlers({
    getMe: async (request, reply) => {
      const claims = requireAuth(request);
      const user = await users.findById(Number(claims.sub));
      // A valid token for a deleted account is no session any more.
      if (!user) throw new ApiError("AUTH.UNAUTHENTICATED");
      return reply.answer(200, toMe(user));
    },
  });
}
