import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

/**
 * The Content-Security-Policy the built web app satisfies: Vite emits only same-origin module
 * scripts (no inline script), and the consented trackers come from their hosts (TRACKER_SOURCES); Chakra/emotion insert <style> elements at run time, hence
 * 'unsafe-inline' for styles only; the player plays DASH through MediaSource (blob: URLs).
 */
/**
 * SPEC §4/§9: Google Analytics and the Meta pixel, loaded by the web app only after consent
 * (src/adapters/browser/shell/analytics-loader.ts). Only their own hosts: the two script files, and
 * where they send their hits (requests and tracking pixels). Nothing inline: the bootstrap snippets
 * are the web app's own code.
 */
export const TRACKER_SOURCES = {
  script: ["https://www.googletagmanager.com", "https://connect.facebook.net"],
  connect: ["https://*.google-analytics.com", "https://www.googletagmanager.com", "https://www.facebook.com"],
  img: ["https://*.google-analytics.com", "https://www.googletagmanager.com", "https://www.facebook.com"],
} as const;

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...TRACKER_SOURCES.script],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", ...TRACKER_SOURCES.img],
  fontSrc: ["'self'", "data:"],
  mediaSrc: ["'self'", "blob:"],
  connectSrc: ["'self'", ...TRACKER_SOURCES.connect],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Security headers on every answer (HTML and API): CSP, nosniff, no framing, a referrer policy
 * that never leaks paths to other sites, HSTS in production only (a developer's http://localhost
 * must not be pinned to https).
 *
 * helmet decides the headers; they are the same for every answer (no CSP nonces), so they are
 * taken from it once, at start, and set by one hook. @fastify/helmet itself builds a new helmet
 * middleware on every request (`helmet(configuration)` in its onRequest hook, parsing the CSP
 * directives each time) — 6 % of the CPU of `GET /v1/me` in the issue 6 §5 profile.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }): Promise<void> {
  const headers = await helmetHeaders(helmetOptions(options));
  app.addHook("onRequest", (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

export function helmetOptions(options: { production: boolean }): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xContentTypeOptions: true,
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Sample media is also fetched by other origins (it is sent with Access-Control-Allow-Origin: *).
    crossOriginResourcePolicy: { policy: "same-site" },
  };
}

/** The headers @fastify/helmet sets with these options: one request through a throwaway app. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  let captured: Record<string, string> = {};
  try {
    await probe.register(helmet, options);
    probe.get("/", async (_request, reply) => {
      // Before Fastify adds its own (content-type, content-length): helmet's alone.
      captured = Object.fromEntries(Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]));
      return "";
    });
    await probe.inject({ method: "GET", url: "/" });
  } finally {
    await probe.close();
  }
  if (!captured["content-security-policy"]) throw new Error("helmet set no Content-Security-Policy: security headers unknown");
  return captured;
}
