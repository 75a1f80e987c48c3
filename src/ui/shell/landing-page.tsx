import { observer } from "mobx-react-lite";
import { Navigate } from "react-router-dom";
import { playPath } from "../../domain/routing/app-routes";
import { useStores } from "../app/stores-context";
import { AppStartPage } from "./app-start-page";

/** / and /play (SPEC §2): a logged-in user goes to /{reseller}/play; a visitor sees the Play start page. */
export const LandingPage = observer(function LandingPage() {
  const { session } = useStores();
  if (session.claims !== null) return <Navigate to={playPath(session.claims.resellerSlug)} replace />;
  return <AppStartPage app="play" />;
});
