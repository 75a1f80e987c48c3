import type { HandlerModule } from "./app";

/**
 * Feature modules whose handlers join auth and /v1/me in the app (used by server/main.ts and the
 * test app). A module maps operationIds of openapi.yaml to handlers; e.g. the catalogue adds
 * `catalogueHandlers` from server/catalogue/ here.
 */
export const DEFAULT_MODULES: readonly HandlerModule[] = [];
