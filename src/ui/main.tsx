// inversify reads decorator metadata: the polyfill must load before any decorated class.
import "reflect-metadata";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RootStore } from "../application/root.store";
import { App } from "./app/app";
import { createAppContainer } from "./composition-root";
import { createI18n } from "./i18n/i18n";
import { readSettings } from "./settings";

async function start(): Promise<void> {
  const settings = readSettings(import.meta.env);
  const container = await createAppContainer(settings);
  const root = container.get(RootStore);
  // A returning visitor with a kept refresh token is logged in again (SPEC §4 tokens).
  void root.session.restore();

  const element = document.getElementById("root");
  if (element === null) throw new Error("index.html has no #root element");
  createRoot(element).render(
    <StrictMode>
      <App root={root} i18n={createI18n("sv")} brand={settings.brand} />
    </StrictMode>,
  );
}

void start();
