import type { HandlerModule } from "./app";
import { cmsHandlers } from "./cms/cms.handlers";
import { searchHandlers } from "./search/search.handlers";
import { shellHandlers } from "./shell/shell.handlers";

/**
 * Feature modules whose handlers join auth and accounts in the app (used by server/main.ts and the
 * test app; a test's own `modules` replace this list). A module gets the `ModuleContext` and returns
 * its typed map, `defineHandlers({...})` from `server/<feature>/<feature>.handlers.ts`; e.g. the
 * catalogue adds `({ db }) => catalogueHandlers(...)` here.
 */
export const DEFAULT_MODULES: readonly HandlerModule[] = [shellHandlers, cmsHandlers, searchHandlers];
