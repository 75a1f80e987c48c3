import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * The Content-Security-Policy the built web app satisfies: Vite emits only same-origin module
 * scripts (no inline script); Chakra/emotion insert <style> elements at run time, hence
 * 'unsafe-inline' for styles only; the player plays DASH through MediaSource (blob: URLs).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'", "data:"],
  mediaSrc: ["'self'", "blob:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Security headers on every answer (HTML and API): CSP, nosniff, no framing, a referrer policy
 * that never leaks paths to other sites, HSTS in production only (a developer's http://localhost
 * must not be pinned to https).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xContentTypeOptions: true,
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Sample media is also fetched by other origins (it is sent with Access-Control-Allow-Origin: *).
    crossOriginResourcePolicy: { policy: "same-site" },
  });
}
