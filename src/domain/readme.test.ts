import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The export table of README.md is kept by hand (its rule and SPEC columns are words no tool can
// write), so this test holds it to the code: every file it names exists and exports what the row
// says, and every function or constant a domain file exports is in the row of its file. The domain
// has no barrel files; the table is the index.

const DOMAIN = import.meta.dirname;

interface Row {
  readonly line: number;
  readonly files: readonly string[];
  readonly names: readonly string[];
}

interface Exports {
  readonly values: ReadonlySet<string>;
  readonly types: ReadonlySet<string>;
}

/** The rows of the table: its files (a bare name is in the folder of the row's first file) and names. */
function readmeRows(): Row[] {
  const lines = readFileSync(join(DOMAIN, "README.md"), "utf8").split("\n");
  const rows: Row[] = [];
  lines.forEach((text, index) => {
    const cells = text.split("|").map((cell) => cell.trim());
    // | rule | SPEC § | file | exported functions |
    if (cells.length !== 6 || !/\.ts\b/.test(cells[3] ?? "")) return;
    const [first, ...rest] = (cells[3] ?? "").split(",").map((file) => file.trim());
    const folder = posix.dirname(first ?? "");
    const files = [first ?? "", ...rest.map((file) => (file.includes("/") ? file : posix.join(folder, file)))];
    const names = [...(cells[4] ?? "").matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
    rows.push({ line: index + 1, files, names });
  });
  return rows;
}

function hasExport(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/** What a source file exports, read with the TypeScript parser. */
function exportsOf(file: string): Exports {
  const source = ts.createSourceFile(file, readFileSync(join(DOMAIN, file), "utf8"), ts.ScriptTarget.Latest, false);
  const values = new Set<string>();
  const types = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        (statement.isTypeOnly || element.isTypeOnly ? types : values).add(element.name.text);
      }
    } else if (!hasExport(statement)) {
      continue;
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) values.add(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      values.add(statement.name.text);
    } else if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name) {
      types.add(statement.name.text);
    }
  }
  return { values, types };
}

/** Every domain source file (tests aside), as a path relative to src/domain. */
function domainFiles(): string[] {
  return readdirSync(DOMAIN, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".test-helper.ts"))
    .map((file) => file.split("\\").join("/"))
    .sort();
}

function listed(names: readonly string[], name: string): boolean {
  return names.some((entry) => (entry.endsWith("*") ? name.startsWith(entry.slice(0, -1)) : entry === name));
}

describe("src/domain/README.md", () => {
  const rows = readmeRows();
  const files = domainFiles();

  it("has a table to check", () => {
    expect(rows.length).toBeGreaterThan(40);
  });

  it("names only files that exist", () => {
    const missing = rows.flatMap((row) => row.files.filter((file) => !files.includes(file)).map((file) => `line ${row.line}: ${file}`));
    expect(missing).toEqual([]);
  });

  it("names only what its files export", () => {
    const wrong = rows.flatMap((row) => {
      const exported = row.files.filter((file) => files.includes(file)).map(exportsOf);
      const all = exported.flatMap((e) => [...e.values, ...e.types]);
      return row.names.filter((name) => !all.some((candidate) => listed([name], candidate))).map((name) => `line ${row.line}: ${name}`);
    });
    expect(wrong).toEqual([]);
  });

  it("lists every function and constant a domain file exports, in the row of its file", () => {
    const unlisted = files.flatMap((file) => {
      const names = rows.filter((row) => row.files.includes(file)).flatMap((row) => row.names);
      return [...exportsOf(file).values].filter((name) => !listed(names, name)).map((name) => `${file}: ${name}`);
    });
    expect(unlisted).toEqual([]);
  });

  it("has no barrel files: code imports the file that defines a rule", () => {
    expect(files.filter((file) => posix.basename(file) === "index.ts")).toEqual([]);
    expect(dirname(join(DOMAIN, "README.md"))).toBe(DOMAIN);
  });
});
