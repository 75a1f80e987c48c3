import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ACCESS_TOKEN_COOKIE } from "./html-redirect";
import { pageModuleFiles, readBuildManifest } from "./page-modules";
import {
  NO_PRELOADS,
  pagePreloadElements,
  SESSION_MARKER_COOKIE,
  withPreloadElements,
  type PagePictureSource,
  type PreloadElements,
} from "./page-preloads";

/** Paths that belong to the API or to files; they never fall back to the web app. */
const NOT_APP_ROUTES = /^\/(v1|api-token-[^/]*|auth|media|images|dev)(\/|$|\?)/;
const ROBOTS_META = '<meta name="robots" content="noindex">';

/** Every HTML page is kept out of search engines (issue 2 §3): the meta tag is added when missing. */
export function withNoindexMeta(html: string): string {
  if (/<meta\s+name=["']robots["']/i.test(html)) return html;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${ROBOTS_META}`) : `${ROBOTS_META}\n${html}`;
}

export function isAppRoute(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = request.url.split("?")[0] ?? "/";
  if (NOT_APP_ROUTES.test(path)) return false;
  // A missing asset (/assets/app.js) is a 404, not the app's HTML.
  const lastSegment = path.split("/").pop() ?? "";
  return !lastSegment.includes(".") || lastSegment.endsWith(".html");
}

/**
 * Serves the built web app from `distDir` (HTML only through `sendAppShell`, so the noindex meta
 * is always there) and the sample media at /media/ (ARCHITECTURE §6 one origin).
 */
export async function registerStatic(
  app: FastifyInstance,
  options: { distDir: string; mediaDir: string; imageDir?: string },
): Promise<void> {
  // Callback style: it runs on every answer, and an async hook costs a promise each time.
  app.addHook("onSend", (_request, reply, payload, done) => {
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && type.startsWith("text/html")) void reply.header("X-Robots-Tag", "noindex");
    done(null, payload);
  });
  if (existsSync(options.mediaDir)) {
    await app.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: "/media/",
      decorateReply: false,
      index: false,
      setHeaders: (reply, path) => {
        // DASH types that generic MIME tables lack.
        if (path.endsWith(".m4s")) reply.header("content-type", "video/iso.segment");
        else if (path.endsWith(".mpd")) reply.header("content-type", "application/dash+xml");
        else if (path.endsWith(".vtt")) reply.header("content-type", "text/vtt; charset=utf-8");
        reply.header("access-control-allow-origin", "*");
      },
    });
  }
  if (options.imageDir && existsSync(options.imageDir)) {
    // The demo pictures (server/seed/demo-images.seed.ts). A file's picture never changes (a new
    // picture gets a new key), so browsers keep them for a year, like the build's hashed assets.
    await app.register(fastifyStatic, {
      root: options.imageDir,
      prefix: "/images/",
      decorateReply: false,
      index: false,
      setHeaders: (reply) => reply.header("cache-control", "public, max-age=31536000, immutable"),
    });
  }
  if (existsSync(options.distDir)) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: "/",
      decorateReply: false,
      index: false,
      // HTML (and "/") goes through sendAppShell, which guarantees the noindex meta tag. The build's
      // manifest (.vite/, read by page-modules.ts) is the server's, not the browser's.
      allowedPath: (pathName) => !pathName.endsWith(".html") && !pathName.endsWith("/") && !pathName.startsWith("/.vite/"),
      // The build writes .br and .gz beside each script (vite.config.ts): ~186 KiB instead of ~710 KiB
      // on a school's weak network.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite names files under assets/ by their content, so they never change: cache them for a year.
        if (/[\\/]assets[\\/]/.test(path)) reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }
}

/**
 * The elements that preload an app start or CMS page's code, data and first picture for a
 * visitor (page-preloads.ts); none for other pages and for a request that carries a session cookie.
 */
export async function appShellPreloads(
  request: FastifyRequest,
  distDir: string,
  pictures: PagePictureSource | null,
): Promise<PreloadElements> {
  const header = request.headers.cookie;
  const manifest = readBuildManifest(distDir);
  return pagePreloadElements({
    url: request.url,
    cookies: header ? request.server.parseCookie(header) : {},
    sessionCookies: [ACCESS_TOKEN_COOKIE, SESSION_MARKER_COOKIE],
    modulesFor: (route) => (manifest ? pageModuleFiles(manifest, route) : []),
    pictures,
  });
}

export async function sendAppShell(reply: FastifyReply, distDir: string, preloads: PreloadElements = NO_PRELOADS): Promise<boolean> {
  const indexPath = join(distDir, "index.html");
  if (!existsSync(indexPath)) return false;
  const html = withPreloadElements(withNoindexMeta(await readFile(indexPath, "utf8")), preloads);
  // The preloads depend on the session cookies, so no shared cache may hand one visitor's HTML to another.
  await reply.code(200).header("cache-control", "no-cache").header("vary", "Cookie").type("text/html; charset=utf-8").send(html);
  return true;
}
