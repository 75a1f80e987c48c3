import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  /** PGlite data folder for `npm start` (ignored when databaseUrl is set). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** HS256 secret; when unset one is generated and stored in the database on first start. */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Built web app (vite build output). */
  distDir: string;
  mediaDir: string;
  bodyLimitBytes: number;
  logLevel: string;
  skipBuild: boolean;
  /** Catalogue size seeded on start (SEED_CATALOGUE=full|small|none, default full). */
  seedCatalogue: "full" | "small" | "none";
  trustProxy: boolean;
}

/** Reads the environment once, in the composition root (server/main.ts). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: integer(env.PORT, 3000),
    host: env.HOST ?? "0.0.0.0",
    production: env.NODE_ENV === "production",
    dataDir: env.DATA_DIR ?? `${REPO_ROOT}data/pglite`,
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    jwtSecret: blankToUndefined(env.JWT_SECRET),
    smtpUrl: blankToUndefined(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? "Skolmedia <no-reply@skolmedia.test>",
    redisUrl: blankToUndefined(env.REDIS_URL),
    distDir: env.DIST_DIR ?? `${REPO_ROOT}dist`,
    mediaDir: env.MEDIA_DIR ?? `${REPO_ROOT}server/media`,
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 1_048_576),
    logLevel: env.LOG_LEVEL ?? "info",
    skipBuild: env.SKIP_BUILD === "1",
    seedCatalogue: env.SEED_CATALOGUE === "small" || env.SEED_CATALOGUE === "none" ? env.SEED_CATALOGUE : "full",
    // Behind a load balancer the client address (login rate limit per address) comes from X-Forwarded-For.
    trustProxy: env.TRUST_PROXY === "1",
  };
}

function integer(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}
