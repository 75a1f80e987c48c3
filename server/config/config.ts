import { fileURLToPath } from "node:url";
import type { LoginLimits } from "../auth/login-throttle";
import { loginLimitsFromEnv, raisedLoginLimits } from "./login-limits.config";
import { CATALOGUE_SIZES, type CatalogueSize } from "../seed/catalogue-sizes";

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
  /** The demo pictures, made on start in every width and format and served at /images/ (IMAGE_DIR). */
  imageDir: string;
  bodyLimitBytes: number;
  logLevel: string;
  skipBuild: boolean;
  /** Catalogue size seeded on start (SEED_CATALOGUE=full|small|none, default full; 100k|1m for the search bench). */
  seedCatalogue: CatalogueSize | "none";
  /** Fastify `trustProxy`: false, a hop count or a list of trusted proxy addresses/CIDRs (never `true`). */
  trustProxy: TrustProxy;
  /** Login attempts per counter and window (LOGIN_LIMIT_*, login-limits.config.ts); raised only on test servers. */
  loginLimits: Required<LoginLimits>;
  /**
   * PUBLIC_ORIGIN: the origin users reach the product at (`https://skolmedia.example`), accepted as
   * the server's own origin by the refresh token cookie's Origin check (auth/request-origin.ts)
   * besides the one the request itself shows. Needed behind a proxy that terminates TLS or
   * rewrites Host without a trusted X-Forwarded-Proto/-Host.
   */
  publicOrigin: string | undefined;
  /** GET /dev/outbox: on by default outside production (DEV_OUTBOX=0 turns it off); never in production. */
  devOutbox: boolean;
  /** Connections in the `pg` pool when DATABASE_URL is set (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  /** Prepare parameterised statements once per connection (DATABASE_PREPARED_STATEMENTS=0 turns it off, e.g. behind PgBouncer). */
  databasePreparedStatements: boolean;
  /** Load shedding (server/http/overload.ts): thresholds past which every request gets a quick 503. */
  overload: OverloadSettings;
}

/** OVERLOAD_* settings; a threshold of 0 turns that check off. */
export interface OverloadSettings {
  /** API requests being answered at once; one more gets the 503 (OVERLOAD_MAX_IN_FLIGHT, default 256). */
  maxInFlight: number;
  /** Mean event-loop delay over one sample, in ms (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, default 500). */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation 0–1 over one sample (OVERLOAD_MAX_EVENT_LOOP_UTILIZATION, default 0 = off). */
  maxEventLoopUtilization: number;
  /** V8 heap in use, in bytes (OVERLOAD_MAX_HEAP_USED_MB, default 0 = off). */
  maxHeapUsedBytes: number;
  /** Resident set size, in bytes (OVERLOAD_MAX_RSS_MB, default 0 = off). */
  maxRssBytes: number;
  /** How often the figures are sampled, in ms (OVERLOAD_SAMPLE_INTERVAL_MS, default 500). */
  sampleIntervalMs: number;
  /** The 503's Retry-After, in seconds (OVERLOAD_RETRY_AFTER_S, default 5). */
  retryAfterSeconds: number;
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
    imageDir: env.IMAGE_DIR ?? `${REPO_ROOT}data/images`,
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 1_048_576),
    logLevel: env.LOG_LEVEL ?? "info",
    skipBuild: env.SKIP_BUILD === "1",
    seedCatalogue: parseSeedCatalogue(env.SEED_CATALOGUE),
    // Behind a load balancer the client address (login rate limit per address) comes from
    // X-Forwarded-For, but only the hops added by trusted proxies: `true` would let any client
    // pick its own address with a forged header.
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginLimits: loginLimitsFromEnv(env),
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    devOutbox: !production && env.DEV_OUTBOX !== "0",
    databasePoolSize: Math.max(1, integer(env.DATABASE_POOL_SIZE, 10)),
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS !== "0",
    overload: {
      maxInFlight: integer(env.OVERLOAD_MAX_IN_FLIGHT, 256),
      maxEventLoopDelayMs: integer(env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, 500),
      maxEventLoopUtilization: fraction(env.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION, 0),
      maxHeapUsedBytes: integer(env.OVERLOAD_MAX_HEAP_USED_MB, 0) * 1024 * 1024,
      maxRssBytes: integer(env.OVERLOAD_MAX_RSS_MB, 0) * 1024 * 1024,
      // under-pressure samples the event loop every 10 ms: a shorter interval would hold no sample.
      sampleIntervalMs: Math.max(50, integer(env.OVERLOAD_SAMPLE_INTERVAL_MS, 500)),
      retryAfterSeconds: Math.max(1, integer(env.OVERLOAD_RETRY_AFTER_S, 5)),
    },
  };
}

/** SEED_CATALOGUE: a catalogue size (small, full, 100k, 1m) or none; anything else (unset too) is full. */
export function parseSeedCatalogue(value: string | undefined): CatalogueSize | "none" {
  const text = value?.trim() ?? "";
  return text === "none" || (CATALOGUE_SIZES as readonly string[]).includes(text) ? (text as CatalogueSize | "none") : "full";
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

/** PUBLIC_ORIGIN as an origin (`scheme://host[:port]`, lower case, no path); a value that is none fails the start. */
export function parsePublicOrigin(value: string | undefined): string | undefined {
  const text = blankToUndefined(value)?.trim();
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_ORIGIN=${text} is no origin; give scheme and host, e.g. https://skolmedia.example`);
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.pathname !== "/" || url.search !== "" || url.hash !== "")
    throw new Error(`PUBLIC_ORIGIN=${text} is no origin; give scheme and host only, e.g. https://skolmedia.example`);
  return url.origin;
}

/** Production must not fall back to development defaults (dev outbox, a secret kept in the database). */
export function productionConfigProblems(config: ServerConfig): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.smtpUrl) problems.push("SMTP_URL is required in production (login codes would only land in the database outbox)");
  if (!config.jwtSecret) problems.push("JWT_SECRET is required in production (at least 32 bytes; not stored in the database)");
  problems.push(...raisedLoginLimits(config.loginLimits));
  return problems;
}

function integer(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

/** A number from 0 to 1 (a utilisation), else the fallback. */
function fraction(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== "" && parsed >= 0 && parsed <= 1 ? parsed : fallback;
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}
