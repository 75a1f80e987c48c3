import { APP_ORDER, type AppSlug } from "../access/licence";
import { appStartPath } from "../routing/app-routes";

export interface AppLink {
  readonly app: AppSlug;
  /** The app's start page, /{reseller}/{appSlug} (Play's is /{reseller}/play). */
  readonly path: string;
}

/** SPEC §2 "an app link goes to the app's start page", for every app in SPEC §9's fixed order. */
export function appLinks(reseller: string | null | undefined): AppLink[] {
  return APP_ORDER.map((app) => ({ app, path: appStartPath(reseller, app) }));
}
