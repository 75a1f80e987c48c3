import type { Profile, Role } from "../../domain/auth/access-token-claims";
import type { Result } from "../shared/result.port";

/** GET /v1/me: the signed-in user (SPEC §3 Account, Profile). */
export interface Me {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly accountType: "teacher" | "student" | null;
  readonly isActive: boolean;
  readonly yearOfBirth: number | null;
  readonly resellerSlug: string;
  readonly license: number;
  readonly profiles: readonly Profile[];
  readonly searchScope: 1 | 2;
  readonly school: { readonly id: number; readonly name: string; readonly municipality: string } | null;
  readonly className: string | null;
  readonly phone: string | null;
}

export interface MeGateway {
  getMe(): Promise<Result<Me>>;
}
