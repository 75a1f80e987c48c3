import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

/**
 * Writes `x.js.br` and `x.js.gz` beside every built script, compressed once at build time at the
 * strongest levels, for a static server that serves precompressed files (@fastify/static
 * `preCompressed: true`): a weak school network then downloads ~190 KiB (brotli) instead of ~710 KiB on the
 * first visit, and the server spends no CPU compressing per request.
 */
function precompress(): Plugin {
  return {
    name: "skolmedia:precompress",
    apply: "build",
    // After the files are written: Vite still rewrites chunks in generateBundle (e.g. its
    // __VITE_PRELOAD__ placeholders), so only the written files are final.
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const path = join(outDir, fileName);
        const source = await readFile(path);
        if (source.length < 1024) continue;
        const brotli = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        await writeFile(`${path}.br`, brotli);
        await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

// The web app is built into dist/ and served by server/ from the same origin (ARCHITECTURE §6).
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page module needs, so the server can preload a
    // route's page code from the HTML (server/http/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries every page needs at start and that change only on an upgrade get chunks of
          // their own, so a release of our code does not make a returning visitor fetch them again.
          // Only always-initial packages: grouping Chakra or zag here would pull the lazily loaded
          // account menu and form parts back into the first load.
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react-router|react-router-dom|i18next|react-i18next|mobx|mobx-react-lite|inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata)[\\/]/,
              priority: 1,
            },
            // Everything else the first load needs, in one file: the small modules the entry shares
            // with lazy pages would otherwise become a dozen tiny chunks, each a round trip.
            { name: "app", tags: ["$initial"], priority: 0 },
            // The public pages (app start pages and CMS pages, the pages of issue 8's Lighthouse
            // figures) with what only they use (blocks, slideshow): one file for the server to
            // preload (server/http/page-modules.ts) instead of half a dozen. The form block stays
            // apart: only a page with a form fetches it, and so does DOMPurify, which the toasts share.
            // A module of the first load must not match (a test here outranks the "$initial" group):
            // the bench's initial JS would show it.
            {
              name: "public-pages",
              test: /[\\/](src[\\/]ui[\\/](cms[\\/](?!i18n[\\/]|blocks[\\/](form-block|contact-form))|shell[\\/](app-start-page|landing-page|reseller-home-page|not-found-page)\.tsx)|node_modules[\\/]embla-carousel[^\\/]*[\\/])/,
              priority: -1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/v1": "http://localhost:3000",
      "/api-token-auth": "http://localhost:3000",
      "/api-token-refresh": "http://localhost:3000",
      "/api-token-logout": "http://localhost:3000",
      "/api-token-verify": "http://localhost:3000",
      "/auth": "http://localhost:3000",
      "/media": "http://localhost:3000",
    },
  },
});
