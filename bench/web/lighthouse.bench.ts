import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { REPO_ROOT } from "../../server/config/config";
import type { BenchRow } from "../report";
import { percentile } from "../stats";
import { startServer } from "../http/server-handle";

/**
 * Issue 8 "Tests and figures": Lighthouse (mobile, throttled — Lighthouse's default mobile config
 * with simulated throttling) for the start page, the Play start page and a CMS page, against the
 * product as `npm start` composes it, in Debian's Chromium. Goals: LCP ≤ 2.0 s, TBT ≤ 150 ms,
 * CLS ≤ 0.05 (printed beside each figure; never asserted, figures depend on the machine).
 */
export const LIGHTHOUSE_PAGES = [
  { name: "/", path: "/" },
  { name: "/member/play", path: "/member/play" },
  { name: "CMS page /member/pages/alla-block", path: "/member/pages/alla-block" },
] as const;

const GOALS = { lcpMs: 2000, tbtMs: 150, cls: 0.05 };
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

function ensureBuild(): void {
  if (existsSync(join(REPO_ROOT, "dist/index.html"))) return;
  const build = spawnSync(process.execPath, [join(REPO_ROOT, "node_modules/vite/bin/vite.js"), "build"], {
    cwd: REPO_ROOT,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("vite build failed");
}

async function audit(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== "number") throw new Error(`lighthouse ${url}: no figure for ${id}`);
    return value;
  };
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcpMs: numeric("first-contentful-paint"),
  };
}

const verdict = (value: number, goal: number) => (value <= goal ? "goal met" : "over goal");

/** Runs each page `runs` times (median reported) in one Chromium against one server. */
export async function benchLighthouse(runs: number): Promise<BenchRow[]> {
  ensureBuild();
  const server = await startServer("pglite");
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  const rows: BenchRow[] = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const url = `http://127.0.0.1:${server.port}${page.path}`;
      // A first visit warms the server's caches and files, as a real site is warm.
      await fetch(url);
      const samples: PageFigures[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await audit(url, chrome.port));
      const pick = (key: keyof PageFigures) =>
        percentile(
          [...samples.map((sample) => sample[key])].sort((a, b) => a - b),
          50,
        );
      const detail = `median of ${runs}, mobile, simulated throttling (Lighthouse 12)`;
      const lcp = pick("lcpMs");
      const tbt = pick("tbtMs");
      const cls = pick("cls");
      rows.push(
        { section: "lighthouse", name: `${page.name}: performance score`, value: pick("score"), unit: "count", detail },
        {
          section: "lighthouse",
          name: `${page.name}: LCP`,
          value: lcp,
          unit: "ms",
          detail: `goal ≤ ${GOALS.lcpMs} ms: ${verdict(lcp, GOALS.lcpMs)}`,
        },
        {
          section: "lighthouse",
          name: `${page.name}: TBT`,
          value: tbt,
          unit: "ms",
          detail: `goal ≤ ${GOALS.tbtMs} ms: ${verdict(tbt, GOALS.tbtMs)}`,
        },
        {
          section: "lighthouse",
          name: `${page.name}: CLS ×1000`,
          value: cls * 1000,
          unit: "count",
          detail: `CLS ${cls.toFixed(3)}; goal ≤ ${GOALS.cls}: ${verdict(cls, GOALS.cls)}`,
        },
        { section: "lighthouse", name: `${page.name}: FCP`, value: pick("fcpMs"), unit: "ms" },
      );
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return rows;
}
