import type { CatalogueRandom } from "./catalogue-random";
import * as W from "./seed-data/catalogue-words";

/** Words that start a proper noun (or an English title) keep their capital after "om …". */
const KEEPS_CAPITAL =
  /^(Gustav|Astrid|Selma|August|Darwin|Pythagoras|Egyptens|Sveriges|Norrlands|Berlinmurens|Kalmarunionen|DNA|GPS|EU|Latinamerika|Islam|Life|The|Short|News|Poetry|Everyday|Writing|Giving|Australia|Ireland|English)\b/;

export function lowerFirst(text: string): string {
  return KEEPS_CAPITAL.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface TemplateValues {
  theme?: string;
  area?: string;
  place?: string;
}

/** Fills `{theme}`, `{themeLc}`, `{area}`, `{areaLc}` and the random `{name}`, `{place}` … slots. */
export function fill(template: string, random: CatalogueRandom, values: TemplateValues = {}): string {
  const slots: Record<string, () => string> = {
    theme: () => values.theme ?? "",
    themeLc: () => lowerFirst(values.theme ?? ""),
    area: () => values.area ?? "",
    areaLc: () => lowerFirst(values.area ?? ""),
    name: () => random.pick(W.FIRST_NAMES),
    lastName: () => random.pick(W.LAST_NAMES),
    place: () => values.place ?? random.pick(W.PLACES),
    adjC: () => random.pick(W.ADJ_COMMON),
    adjN: () => random.pick(W.ADJ_NEUTER),
    nounC: () => random.pick(W.NOUNS_COMMON),
    nounN: () => random.pick(W.NOUNS_NEUTER),
    verb: () => random.pick(W.VERBS),
    verbNow: () => random.pick(W.VERBS_NOW),
  };
  const filled = template.replace(/\{(\w+)\}/g, (all, key: string) => slots[key]?.() ?? all);
  return upperFirst(filled);
}

/** A fiction title (films, novels): the same generator for both, so book and film worlds match. */
export function fictionTitle(random: CatalogueRandom): string {
  return fill(random.pick(W.FILM_TITLES), random);
}

/** "Elsa är 14 år och har precis flyttat till Kiruna. … En film om vänskap och mod." */
export function fictionDescription(random: CatalogueRandom, age: number, medium: "film" | "roman"): string {
  const name = random.pick(W.FIRST_NAMES);
  const situation = fill(random.pick(W.FILM_SITUATIONS), random);
  const conflict = random.pick(W.FILM_CONFLICTS).replace("{who}", name);
  const theme = random.pick(W.FILM_THEMES);
  const ending = medium === "film" ? `En film om ${theme}.` : `En roman om ${theme}.`;
  return `${name} är ${age} år och ${lowerFirst(situation)}. ${conflict} ${ending}`;
}

/** Distinct titles within one app: a repeated title gets a part number, as a real catalogue does. */
export class TitleRegistry {
  private readonly seen = new Map<string, number>();

  /** Tries fresh titles first (fiction, documentaries) and numbers a part only when they run out. */
  fresh(app: string, make: () => string, attempts = 8): string {
    for (let i = 1; i < attempts; i += 1) {
      const title = make();
      if (!this.seen.has(`${app}:${title.toLowerCase()}`)) return this.unique(app, title);
    }
    return this.unique(app, make());
  }

  unique(app: string, title: string): string {
    const key = `${app}:${title.toLowerCase()}`;
    const count = (this.seen.get(key) ?? 0) + 1;
    this.seen.set(key, count);
    return count === 1 ? title : `${title}, del ${count}`;
  }
}

/** ISBN-13 with the Swedish 978-91 prefix and a correct check digit (for books and Boka items). */
export function swedishIsbn(serial: number): string {
  const body = `97891${String(serial).padStart(7, "0")}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  const check = (10 - (sum % 10)) % 10;
  return `978-91-${body.slice(5, 9)}-${body.slice(9, 12)}-${check}`;
}
