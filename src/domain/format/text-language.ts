// The UI is Swedish first, English second (ARCHITECTURE §6); texts built here come in both.
export type TextLanguage = "sv" | "en";

const LOCALES: Readonly<Record<TextLanguage, string>> = { sv: "sv-SE", en: "en-GB" };

/** Whole numbers grouped as each language writes them (sv: 1 234, en: 1,234). */
export function formatCount(n: number, language: TextLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 }).format(n);
}
