import fc from "fast-check";

/** Subjects and series the import tests pretend the database holds. */
export const KNOWN_SUBJECTS = [1, 2, 3];
export const KNOWN_SERIES = [1];

/** A valid import line for `id` (docs/catalogue-import.md), varied over every app and optional field. */
export function goodLine(id: number): fc.Arbitrary<Record<string, unknown>> {
  const base = fc.record(
    {
      title: fc.stringMatching(/^[A-Za-zÅÄÖåäö0-9][A-Za-zÅÄÖåäö0-9 ,.!?-]{0,40}$/),
      description: fc.string({ maxLength: 80 }),
      tags: fc.array(fc.constantFrom("klimat", "demokrati", "vänskap", "källkritik"), { maxLength: 3 }),
      subjectIds: fc.uniqueArray(fc.constantFrom(...KNOWN_SUBJECTS), { maxLength: 2 }),
      ageRestriction: fc.option(fc.constantFrom(11, 15), { nil: null }),
      spokenLanguages: fc.constantFrom(["sv"], ["en"], ["sv", "ar"]),
      prodYear: fc.integer({ min: 1950, max: 2026 }),
      flags: fc.record({ recommended: fc.boolean(), new: fc.boolean() }, { requiredKeys: [] }),
    },
    { requiredKeys: ["title"] },
  );
  const kind = fc.constantFrom(
    { app: "play", kind: "documentary", durationSeconds: 1800 },
    { app: "play", kind: "clip", durationSeconds: 120 },
    { app: "play", kind: "episode", durationSeconds: 900, series: { id: 1, season: 1, episode: 2 } },
    { app: "play", kind: "episode", series: { id: 7000 + id, title: "Ny serie", season: 2, episode: 1 } },
    { app: "lashornan", kind: "ebook", pageCount: 120 },
    { app: "lashornan", kind: "audiobook", durationSeconds: 7200 },
    { app: "boka", kind: "physical", mediaFormat: "DVD" },
  );
  return fc.tuple(base, kind).map(([fields, shape]) => ({ id, ...shape, ...fields }));
}

/** A line that must be rejected, with a word its reason must mention. */
export const badLine: fc.Arbitrary<{ text: string; mentions: RegExp }> = fc.oneof(
  fc.constantFrom(
    { text: "{", mentions: /JSON/ },
    { text: "[1, 2]", mentions: /one JSON object/ },
    { text: "null", mentions: /one JSON object/ },
    { text: '{"id": 5, "app": "play", "kind": "film"}', mentions: /title/ },
    { text: '{"id": 0, "app": "play", "kind": "film", "title": "Noll"}', mentions: /id/ },
    { text: '{"id": 1.5, "app": "play", "kind": "film", "title": "Halv"}', mentions: /id/ },
    { text: '{"id": 6, "app": "tv", "kind": "film", "title": "Fel app"}', mentions: /app/ },
    { text: '{"id": 7, "app": "boka", "kind": "film", "title": "Fel sort"}', mentions: /kind/ },
    { text: '{"id": 8, "app": "play", "kind": "film", "title": "   "}', mentions: /title/ },
    { text: '{"id": 9, "app": "play", "kind": "film", "title": "X", "titel": "stavfel"}', mentions: /titel/ },
    { text: '{"id": 10, "app": "play", "kind": "episode", "title": "Utan serie"}', mentions: /series/ },
    { text: '{"id": 11, "app": "play", "kind": "film", "title": "X", "subjectIds": [999]}', mentions: /subject/ },
    {
      text: '{"id": 12, "app": "play", "kind": "episode", "title": "X", "series": {"id": 555, "season": 1, "episode": 1}}',
      mentions: /series/,
    },
    { text: '{"id": 13, "app": "play", "kind": "film", "title": "X", "availableTo": "2026-02-30"}', mentions: /availableTo/ },
    { text: '{"id": 14, "app": "play", "kind": "film", "title": "X", "spokenLanguages": ["svenska"]}', mentions: /spokenLanguages/ },
    { text: '{"id": 15, "app": "play", "kind": "film", "title": "X", "ageRestriction": -1}', mentions: /ageRestriction/ },
  ),
  fc
    .string({ minLength: 1, maxLength: 20 })
    .filter((s) => s.trim() !== "" && !isJsonObject(s))
    .map((text) => ({ text, mentions: /JSON|object/ })),
);

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

export type FileEntry =
  { kind: "good"; line: Record<string, unknown> } | { kind: "bad"; text: string; mentions: RegExp } | { kind: "blank" };

/** A file mixing good lines (distinct ids from `firstId`), bad lines and blank lines. */
export function mixedFile(firstId: number): fc.Arbitrary<FileEntry[]> {
  return fc
    .array(fc.constantFrom("good", "bad", "blank"), { minLength: 1, maxLength: 25 })
    .chain((shape) =>
      fc.tuple(
        ...shape.map((entry, index): fc.Arbitrary<FileEntry> =>
          entry === "good"
            ? goodLine(firstId + index).map((line) => ({ kind: "good", line }))
            : entry === "bad"
              ? badLine.map((bad) => ({ kind: "bad", ...bad }))
              : fc.constant({ kind: "blank" }),
        ),
      ),
    );
}

export function renderFile(entries: readonly FileEntry[]): string {
  return entries.map((e) => (e.kind === "good" ? JSON.stringify(e.line) : e.kind === "bad" ? e.text : "  ")).join("\n");
}
