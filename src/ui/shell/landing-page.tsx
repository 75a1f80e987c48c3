import { AppStartPage } from "./app-start-page";

/**
 * / and /play (SPEC §2): a visitor sees the Play start page. A logged-in user never gets here: the
 * route guard applies SPEC §2's rule and sends them to /{reseller}/play.
 */
export function LandingPage() {
  return <AppStartPage app="play" />;
}
