/** One line of the printed table and of bench/results/latest.json. */
export interface BenchRow {
  section: "auth" | "overload" | "soak" | "database" | "memory" | "web" | "lighthouse" | "domain" | "search";
  name: string;
  value: number;
  unit: "ms" | "req/s" | "ops/s" | "MiB" | "KiB" | "count" | "%";
  /** Extra figures (percentiles, errors, sample counts) shown after the value. */
  detail?: string;
}

export interface BenchReport {
  date: string;
  quick: boolean;
  machine: { cores: number; node: string; platform: string; cpu: string; memoryGiB: number };
  rows: BenchRow[];
  /** Sections that could not run, with the reason (e.g. no DATABASE_URL). */
  skipped: string[];
  totalSeconds: number;
}

export function formatValue(value: number, unit: BenchRow["unit"]): string {
  const digits = unit === "ms" ? (value < 10 ? 2 : 1) : unit === "MiB" || unit === "KiB" ? 1 : 0;
  return `${value.toLocaleString("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`;
}

/** A plain-text table, one row per figure, grouped by section in the order they were measured. */
export function renderTable(rows: readonly BenchRow[]): string {
  const cells = rows.map((row) => [row.section, row.name, formatValue(row.value, row.unit), row.detail ?? ""]);
  const header = ["section", "measure", "value", "detail"];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => (line[column] ?? "").length)));
  const line = (parts: readonly string[]) =>
    parts
      .map((part, column) => (column === 2 ? part.padStart(widths[column] ?? 0) : part.padEnd(widths[column] ?? 0)))
      .join(" | ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...cells.map(line)].join("\n");
}
