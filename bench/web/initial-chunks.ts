// Which built files a browser must fetch before the app can start: the entry module scripts and
// stylesheets of index.html, plus every chunk those import statically (what Vite modulepreloads).
// Chunks reached only through import("…") load later, on demand.

const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i");

function attribute(tag: string, name: string): string | undefined {
  return ATTRIBUTE(name).exec(tag)?.[1];
}

/** Asset paths ("/assets/index-abc.js") that index.html loads before the app runs. */
export function initialAssetsOfHtml(html: string): string[] {
  const assets: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src !== undefined && /\btype\s*=\s*["']module["']/i.test(tag)) assets.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    const href = attribute(tag, "href");
    if (href !== undefined && (rel === "modulepreload" || rel === "stylesheet")) assets.push(href);
  }
  return [...new Set(assets)];
}

/**
 * Relative chunk files a built ES module imports statically ("./vendor-x.js"). Dynamic
 * `import("./x.js")` is left out: those chunks are lazy. The regexes read minified Rollup output,
 * where static imports are `import"./a.js"` or `import{…}from"./a.js"` (and `export…from`).
 */
export function staticImportsOfChunk(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    if (match[1] !== undefined) found.add(match[1]);
  }
  return [...found];
}
