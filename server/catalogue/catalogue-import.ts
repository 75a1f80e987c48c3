import { Result, Schema, SchemaIssue } from "effect";
import type { Database, Queryable } from "../db/database.port";
import { KINDS_BY_APP, type CatalogueProduct, type CatalogueSeries } from "./catalogue-product";
import { lineToProduct, ProductLine } from "./catalogue-line.schema";
import { CatalogueRepository } from "./catalogue.repository";

/** A rejected line: 1-based line number in the file and a readable reason. */
export interface LineError {
  line: number;
  reason: string;
}

export interface ParsedCatalogue {
  /** Valid products, one per id; a later line with the same id replaces an earlier one. */
  products: CatalogueProduct[];
  /** Series brought along by episode lines (with a title), to upsert before the products. */
  series: CatalogueSeries[];
  errors: LineError[];
  /** Non-blank lines seen. */
  lines: number;
}

/** What the database already holds, so references can be checked line by line. */
export interface ImportContext {
  subjectIds: ReadonlySet<number>;
  seriesIds: ReadonlySet<number>;
}

const decodeLine = Schema.decodeUnknownResult(ProductLine, { onExcessProperty: "error", errors: "all" });
const formatIssue = SchemaIssue.makeFormatterStandardSchemaV1();

function schemaReason(issue: SchemaIssue.Issue): string {
  return formatIssue(issue)
    .issues.map(({ message, path }) => {
      const where = (path ?? []).map((key) => (typeof key === "object" ? String(key.key) : String(key))).join(".");
      return where ? `${where}: ${message}` : message;
    })
    .join("; ");
}

/** Rules that span fields (SPEC §1 apps and their kinds; series only for episodes). */
function crossFieldReason(p: CatalogueProduct): string | null {
  if (!KINDS_BY_APP[p.app].includes(p.kind))
    return `kind: "${p.kind}" does not belong to app "${p.app}" (allowed: ${KINDS_BY_APP[p.app].join(", ")})`;
  if (p.kind === "episode" && !p.series) return "series: an episode needs series {id, season, episode}";
  if (p.kind !== "episode" && p.series) return `series: only an episode belongs to a series, not a ${p.kind}`;
  if (p.availableFrom && p.availableTo && p.availableFrom > p.availableTo) return "availableTo: must not be before availableFrom";
  return null;
}

/**
 * Parses and validates an NDJSON catalogue file without touching the database. Each line is judged
 * on its own, so one bad line never hides the good ones; blank lines are skipped.
 */
export function parseCatalogueLines(text: string, context: ImportContext): ParsedCatalogue {
  const errors: LineError[] = [];
  const candidates: { line: number; product: CatalogueProduct }[] = [];
  const rows = text.split(/\r?\n/);
  let lines = 0;
  rows.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    lines += 1;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (error) {
      errors.push({ line, reason: `not valid JSON (${(error as Error).message})` });
      return;
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
      errors.push({ line, reason: "must be one JSON object per line" });
      return;
    }
    const decoded = decodeLine(json);
    if (Result.isFailure(decoded)) {
      errors.push({ line, reason: schemaReason(decoded.failure.issue) });
      return;
    }
    const product = lineToProduct(decoded.success);
    const crossField = crossFieldReason(product);
    if (crossField) errors.push({ line, reason: crossField });
    else candidates.push({ line, product });
  });

  // References: subjects must exist; a series must exist or be titled by a line of this file.
  const titledSeries = new Map<number, CatalogueSeries>();
  for (const { product } of candidates) {
    const ref = product.series;
    if (!ref?.title) continue;
    const known = titledSeries.get(ref.id);
    titledSeries.set(ref.id, {
      id: ref.id,
      app: product.app,
      title: ref.title,
      description: ref.description ?? known?.description ?? "",
      seasons: Math.max(ref.season, known?.seasons ?? 1),
    });
  }
  const byId = new Map<number, CatalogueProduct>();
  for (const { line, product } of candidates) {
    const missingSubjects = product.subjectIds.filter((id) => !context.subjectIds.has(id));
    const ref = product.series;
    if (missingSubjects.length > 0) errors.push({ line, reason: `subjectIds: unknown subject ${missingSubjects.join(", ")}` });
    else if (ref && !context.seriesIds.has(ref.id) && !titledSeries.has(ref.id)) {
      errors.push({ line, reason: `series.id: unknown series ${ref.id}; give series.title to create it` });
    } else {
      byId.delete(product.id); // keep file order of the last occurrence
      byId.set(product.id, product);
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { products: [...byId.values()], series: [...titledSeries.values()], errors, lines };
}

export interface ImportReport {
  lines: number;
  loaded: number;
  series: number;
  errors: LineError[];
}

/**
 * Loads an NDJSON file into the catalogue: idempotent upsert by product id (issue 2 §5). Good lines
 * are written in one transaction; bad lines are reported and skipped.
 */
export async function importCatalogue(db: Queryable | Database, text: string): Promise<ImportReport> {
  const run = async (tx: Queryable): Promise<ImportReport> => {
    const repository = new CatalogueRepository(tx);
    const context = { subjectIds: await repository.subjectIds(), seriesIds: await repository.seriesIds() };
    const parsed = parseCatalogueLines(text, context);
    const series = await repository.upsertSeries(parsed.series);
    const loaded = await repository.upsertProducts(parsed.products);
    return { lines: parsed.lines, loaded, series, errors: parsed.errors };
  };
  return "transaction" in db ? db.transaction(run) : run(db);
}
