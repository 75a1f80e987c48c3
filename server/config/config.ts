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
  /** Fastify `trustProxy`: false, a hop count or a list of trusted proxy addresses/CIDRs (never `true`). */
  trustProxy: TrustProxy;
  /** GET /dev/outbox: on by default outside production (DEV_OUTBOX=0 turns it off); never in production. */
  devOutbox: boolean;
}

export type TrustProxy = false | number | string[];

/** Reads the environment once, in the composition root (server/main.ts). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === "production";
  return {
    port: integer(env.PORT, 3000),
    // A developer's server is reachable from this machine only; production listens on all interfaces.
    host: blankToUndefined(env.HOST) ?? (production ? "0.0.0.0" : "127.0.0.1"),
    production,
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
    // Behind a load balancer the client address (login rate limit per address) comes from
    // X-Forwarded-For, but only the hops added by trusted proxies: `true` would let any client
    // pick its own address with a forged header.
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    devOutbox: !production && env.DEV_OUTBOX !== "0",
  };
}

/**
 * TRUST_PROXY: unset/0 → off; a number n ≥ 1 → trust the last n hops (n proxies in front);
 * otherwise a comma-separated list of proxy addresses or CIDRs (e.g. `10.0.0.0/8,127.0.0.1`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text === "false") return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === "true") throw new Error("TRUST_PROXY=true would trust any X-Forwarded-For; give a hop count or proxy addresses");
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** Production must not fall back to development defaults (dev outbox, a secret kept in the database). */
export function productionConfigProblems(config: ServerConfig): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.smtpUrl) problems.push("SMTP_URL is required in production (login codes would only land in the database outbox)");
  if (!config.jwtSecret) problems.push("JWT_SECRET is required in production (at least 32 bytes; not stored in the database)");
  return problems;
}

function integer(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}
