/**
 * `npm run check:api` — first step of `npm test` (ARCHITECTURE §4.9).
 *
 * 1. Validates openapi/openapi.yaml as an OpenAPI 3.1 document: against the official OpenAPI 3.1
 *    JSON Schema (@seriousme/openapi-schema-validator) and with Redocly's "recommended" lint rules
 *    (the same @redocly/openapi-core that openapi-typescript bundles).
 * 2. Generates the TypeScript types in memory exactly as `npm run gen:api` (the openapi-typescript
 *    CLI) does, and fails when src/contract/api.gen.ts differs: the generated file is stale.
 *
 * Options: --spec PATH and --generated PATH override the two files (used by the tests).
 */
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";
import { createConfig, findConfig, lint, loadConfig } from "@redocly/openapi-core";
import { Validator } from "@seriousme/openapi-schema-validator";
import { parse } from "yaml";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SPEC_PATH = path.join(ROOT, "openapi/openapi.yaml");
export const GENERATED_PATH = path.join(ROOT, "src/contract/api.gen.ts");

/**
 * The same text the CLI writes: it uses a redocly.yaml when one is found, else the "minimal"
 * ruleset, and prefixes COMMENT_HEADER (openapi-typescript/bin/cli.js, generateSchema).
 */
export async function generateApiTypes(specPath: string = SPEC_PATH): Promise<string> {
  const configPath = findConfig();
  const redocly = configPath ? await loadConfig({ configPath }) : await createConfig({}, { extends: ["minimal"] });
  const ast = await openapiTS(pathToFileURL(specPath), { redocly, silent: true });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

export type Staleness = { stale: false } | { stale: true; reason: string };

/** Compares the expected generated text with the file's content (null when the file is missing). */
export function findStaleness(expected: string, actual: string | null): Staleness {
  if (actual === null) return { stale: true, reason: "the file does not exist" };
  if (actual === expected) return { stale: false };
  const expectedLines = expected.split("\n");
  const actualLines = actual.split("\n");
  const max = Math.max(expectedLines.length, actualLines.length);
  let line = 0;
  while (line < max && expectedLines[line] === actualLines[line]) line += 1;
  return {
    stale: true,
    reason:
      `first difference at line ${line + 1}:\n` +
      `  expected: ${JSON.stringify(expectedLines[line] ?? "<end of file>")}\n` +
      `  found:    ${JSON.stringify(actualLines[line] ?? "<end of file>")}`,
  };
}

// Rules of "recommended" that do not fit this contract, with the reason.
const LINT_RULES = {
  // Consent, ToastMessage, SuggestionGroup and AccountType are client-side shapes of SPEC §3 that
  // the web app takes from the generated types, without an operation that sends them.
  "no-unused-components": "off",
  // GET /v1/test and GET /v1/enums take no input, so no 4xx answer is possible.
  "operation-4xx-response": "off",
} as const;

/** Every problem found in the document, as readable lines; empty when it is valid. */
export async function validateOpenApiDocument(specPath: string = SPEC_PATH): Promise<string[]> {
  const problems: string[] = [];
  let document: unknown;
  try {
    document = parse(readFileSync(specPath, "utf8"));
  } catch (error) {
    return [`cannot read ${specPath} as YAML: ${(error as Error).message}`];
  }
  const version = (document as { openapi?: unknown } | null)?.openapi;
  if (typeof version !== "string" || !version.startsWith("3.1.")) {
    problems.push(`openapi must be 3.1.x, found ${JSON.stringify(version)}`);
  }

  const validator = new Validator();
  const result = await validator.validate(document as Record<string, unknown>);
  if (!result.valid) {
    const errors = Array.isArray(result.errors) ? result.errors : [{ message: String(result.errors) }];
    for (const error of errors) {
      const where = "instancePath" in error ? error.instancePath || "/" : "/";
      problems.push(`OpenAPI 3.1 schema: ${where} ${error.message ?? ""}`.trim());
    }
  }

  const config = await createConfig({ extends: ["recommended"], rules: LINT_RULES });
  const lintProblems = await lint({ ref: specPath, config });
  for (const problem of lintProblems) {
    const pointer = problem.location[0]?.pointer ?? "";
    problems.push(`lint ${problem.severity} ${problem.ruleId}: ${problem.message} ${pointer}`.trim());
  }
  return problems;
}

function argValue(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

export async function main(args: readonly string[]): Promise<number> {
  const specPath = path.resolve(argValue(args, "--spec") ?? SPEC_PATH);
  const generatedPath = path.resolve(argValue(args, "--generated") ?? GENERATED_PATH);
  const relSpec = path.relative(process.cwd(), specPath);
  const relGenerated = path.relative(process.cwd(), generatedPath);

  const problems = await validateOpenApiDocument(specPath);
  if (problems.length > 0) {
    console.error(`✗ ${relSpec} is not a valid OpenAPI 3.1 document (${problems.length} problems):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    return 1;
  }

  const expected = await generateApiTypes(specPath);
  const actual = existsSync(generatedPath) ? readFileSync(generatedPath, "utf8") : null;
  const staleness = findStaleness(expected, actual);
  if (staleness.stale) {
    console.error(`✗ ${relGenerated} is stale: it does not match ${relSpec} (${staleness.reason})`);
    console.error("  Run `npm run gen:api` and commit the result. Never edit the generated file by hand.");
    return 1;
  }
  console.log(`✓ ${relSpec} is valid OpenAPI 3.1 and ${relGenerated} is up to date.`);
  return 0;
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  process.exitCode = await main(process.argv.slice(2));
}
