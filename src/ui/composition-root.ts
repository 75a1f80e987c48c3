import { Container } from "inversify";
import { browserModule } from "../adapters/browser/browser.module";
import { restModule } from "../adapters/rest/rest.module";
import { applicationModule } from "../application/application.module";
import type { AppSettings } from "../ports/shared/app-settings.port";
import { APP_SETTINGS } from "../ports/shared/platform.tokens";

export interface CompositionOptions {
  /** "browser": cookies, system clock, window history. "memory": everything in memory (tests). */
  readonly platform?: "browser" | "memory";
}

/**
 * ARCHITECTURE §4.3: the only place that names concrete adapters. The backend setting picks the
 * REST adapter (openapi-fetch) or the in-memory backend; the application never knows which.
 * The in-memory modules are loaded on demand, so a production build does not ship the demo backend.
 */
export async function createAppContainer(settings: AppSettings, options: CompositionOptions = {}): Promise<Container> {
  const container = new Container();
  container.bind<AppSettings>(APP_SETTINGS).toConstantValue(settings);
  const platform =
    options.platform === "memory" ? (await import("../adapters/memory/memory-platform.module")).memoryPlatformModule : browserModule;
  const backend = settings.backend === "memory" ? (await import("../adapters/memory/memory.module")).memoryModule : restModule;
  container.load(applicationModule, platform, backend);
  return container;
}
