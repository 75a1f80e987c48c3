// inversify reads decorator metadata: the polyfill must load before any decorated class. Its "lite"
// entry, which inversify itself imports: the full one adds Map/Set polyfills no supported browser
// needs, and both would ship (20 KiB).
import "reflect-metadata/lite";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router-dom";
import { RootStore } from "../application/root.store";
import { App } from "./app/app";
import { createAppRoutes } from "./app/app-routes";
import { prepareFirstPage } from "./app/first-page";
import { createAppContainer } from "./composition-root";
import { createI18n } from "./i18n/i18n";
import { readSettings } from "./settings";

async function start(): Promise<void> {
  const settings = readSettings(import.meta.env);
  const container = await createAppContainer(settings);
  const root = container.get(RootStore);
  // A returning visitor with a kept refresh token is logged in again (SPEC §4 tokens).
  const restoring = root.session.restore();
  const i18n = createI18n("sv");
  // Made before the first paint, so the first page's code and data load while nothing is painted yet.
  const router = createBrowserRouter(createAppRoutes(i18n));
  await prepareFirstPage({ router, root, restoring });

  const element = document.getElementById("root");
  if (element === null) throw new Error("index.html has no #root element");
  // A transition: React renders the first page in slices of a few milliseconds, so the phone's main
  // thread stays free for input between them (TBT, issue 8), instead of one long task.
  const app = createRoot(element);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App root={root} i18n={i18n} brand={settings.brand} router={router} />
      </StrictMode>,
    ),
  );
}

void start();
