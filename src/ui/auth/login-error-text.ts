import type { TFunction } from "i18next";
import { errorBodyText } from "../../domain/notices/toast";
import type { AppError } from "../../ports/shared/app-error.port";

/**
 * The message for a failed login. Wrong credentials, rate limiting and no network get texts of
 * their own; anything else follows SPEC §8's general handler: the body's description, else its
 * message, else 'Något gick fel'.
 */
export function loginErrorText(error: AppError, t: TFunction<["auth", "common"]>): string {
  if (error.kind === "unauthorized") return t("login.error.invalidCredentials");
  if (error.kind === "rateLimited") return t("login.error.rateLimited");
  if (error.kind === "network") return t("login.error.network");
  return errorBodyText(error) ?? t("common:errors.generic");
}
