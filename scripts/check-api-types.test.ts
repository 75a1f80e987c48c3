import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { GENERATED_PATH, SPEC_PATH, findStaleness, generateApiTypes, main, validateOpenApiDocument } from "./check-api-types";

const ROOT = path.resolve(path.dirname(SPEC_PATH), "..");
const scratch = mkdtempSync(path.join(tmpdir(), "check-api-"));

const MINIMAL_31 = `openapi: 3.1.0
info: { title: t, version: "1", license: { name: MIT, identifier: MIT } }
servers: [{ url: / }]
security: []
paths:
  /ping:
    get:
      operationId: ping
      summary: Ping
      description: Answers pong.
      responses:
        "200": { description: ok, content: { application/json: { schema: { type: string } } } }
        "400": { description: bad, content: { application/json: { schema: { type: string } } } }
`;

function writeScratch(name: string, text: string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, text);
  return file;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("generateApiTypes", () => {
  it("writes exactly what the openapi-typescript CLI writes", async () => {
    const cli = spawnSync(process.execPath, ["node_modules/openapi-typescript/bin/cli.js", "openapi/openapi.yaml"], {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(cli.status, cli.stderr).toBe(0);
    expect(await generateApiTypes()).toBe(cli.stdout);
  });

  it("matches the committed src/contract/api.gen.ts", async () => {
    expect(await generateApiTypes()).toBe(readFileSync(GENERATED_PATH, "utf8"));
  });
});

describe("findStaleness", () => {
  it("finds identical text up to date", () => {
    expect(findStaleness("a\nb\n", "a\nb\n")).toEqual({ stale: false });
  });

  it("finds a missing file stale", () => {
    expect(findStaleness("a\n", null)).toEqual({ stale: true, reason: "the file does not exist" });
  });

  it("names the first line that differs", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: "grapheme-ascii" }).filter((s) => !s.includes("\n")),
          { minLength: 1, maxLength: 20 },
        ),
        fc.nat(),
        (lines, pick) => {
          const index = pick % lines.length;
          const changed = lines.map((line, i) => (i === index ? `${line}// edited` : line));
          const result = findStaleness(lines.join("\n"), changed.join("\n"));
          expect(result.stale).toBe(true);
          expect(result.stale && result.reason).toContain(`line ${index + 1}:`);
        },
      ),
    );
  });
});

describe("validateOpenApiDocument", () => {
  it("accepts a small valid 3.1 document", async () => {
    expect(await validateOpenApiDocument(writeScratch("ok.yaml", MINIMAL_31))).toEqual([]);
  });

  it("rejects a 3.0 document", async () => {
    const problems = await validateOpenApiDocument(writeScratch("v30.yaml", MINIMAL_31.replace("3.1.0", "3.0.3")));
    expect(problems.join("\n")).toContain("openapi must be 3.1.x");
  });

  it("rejects an operation without responses and a schema with an unknown type", async () => {
    const broken = MINIMAL_31.replace(
      'schema: { type: string } } } }\n        "400"',
      'schema: { type: strin } } } }\n        "400"',
    ).concat("  /pong:\n    get:\n      operationId: pong\n      description: No responses.\n");
    const problems = await validateOpenApiDocument(writeScratch("broken.yaml", broken));
    expect(problems.some((p) => p.includes("/paths/~1pong/get"))).toBe(true);
    expect(problems.some((p) => p.includes("strin"))).toBe(true);
  });

  it("reports YAML that does not parse", async () => {
    const problems = await validateOpenApiDocument(writeScratch("bad.yaml", "openapi: [3.1.0\n"));
    expect(problems[0]).toMatch(/cannot read .* as YAML/);
  });
});

describe("main", () => {
  it("passes when the generated file is up to date", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    expect(await main([])).toBe(0);
    expect(log.mock.calls.flat().join(" ")).toContain("up to date");
  });

  it("fails with a clear message when the generated file is stale", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const stale = readFileSync(GENERATED_PATH, "utf8").replace("accessToken: string;", "accessToken: number;");
    expect(await main(["--generated", writeScratch("stale.gen.ts", stale)])).toBe(1);
    const text = error.mock.calls.flat().join("\n");
    expect(text).toContain("is stale");
    expect(text).toContain("npm run gen:api");
  });

  it("fails when the document is invalid, before generating", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const spec = writeScratch("v30-main.yaml", MINIMAL_31.replace("3.1.0", "3.0.3"));
    expect(await main(["--spec", spec, "--generated", path.join(scratch, "none.ts")])).toBe(1);
    expect(error.mock.calls.flat().join("\n")).toContain("is not a valid OpenAPI 3.1 document");
  });
});
