import type { components } from "../../src/contract/api.gen";
import type { Exact } from "../../src/contract/operations";
import type { UserRecord } from "./user.repository";

type Me = components["schemas"]["Me"];

/**
 * The contract's `Me` from a user record: the record minus its secrets. `Exact` makes tsc fail when
 * the record gains a field that is neither in `Me` nor removed here (it would reach the client).
 */
export function toMe(user: UserRecord): Me {
  const { passwordHash: _secret, ...me } = user;
  return me satisfies Exact<typeof me, Me>;
}
