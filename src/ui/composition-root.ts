import { Container } from "inversify";
import { memoryModule } from "../adapters/memory/memory.module";
import { memoryPlatformModule } from "../adapters/memory/memory-platform.module";
import { browserModule } from "../adapters/browser/browser.module";
import { restModule } from "../adapters/rest/rest.module";
import { applicationModule } from "../application/application.module";
import type { AppSettings } from "../ports/app-settings.port";
import { APP_SETTINGS } from "../ports/platform.tokens";

export interface CompositionOptions {
  /** "browser": cookies, system clock, window history. "memory": everything in memory (tests). */
  readonly platform?: "browser" | "memory";
}

/**
 * ARCHITECTURE §4.3: the only place that names concrete adapters. The backend setting picks the
 * REST adapter (openapi-fetch) or the in-memory backend; the application never knows which.
 */
export function createAppContainer(settings: AppSettings, options: CompositionOptions = {}): Container {
  const container = new Container();
  container.bind<AppSettings>(APP_SETTINGS).toConstantValue(settings);
  container.load(
    applicationModule,
    options.platform === "memory" ? memoryPlatformModule : browserModule,
    settings.backend === "memory" ? memoryModule : restModule,
  );
  return container;
}
