import { DEFAULT_CATEGORY } from "../../src/domain/filters/filter-keys";
import type { ProductKind as StoredKind } from "../catalogue/catalogue-product";

/** An option of the type or category filter: its value, Swedish title and the kinds it covers. */
export interface KindOption {
  readonly value: number;
  readonly title: string;
  /** The stored kinds the option selects; `null` for the option that means "everything". */
  readonly kinds: readonly StoredKind[] | null;
}

/**
 * SPEC §2 "Category tabs: All films, Clips, Films, Documentaries, Series, Radio & Podcasts, Debate &
 * Lectures", in that order; 11 (SPEC §9's preselected option) is the first, "All films". The tabs
 * are Play's: the SPEC names no tabs for the book apps, which get none (decision).
 */
export const PLAY_CATEGORIES: readonly KindOption[] = [
  { value: DEFAULT_CATEGORY, title: "Alla filmer", kinds: null },
  { value: 12, title: "Klipp", kinds: ["clip"] },
  { value: 13, title: "Filmer", kinds: ["film"] },
  { value: 14, title: "Dokumentärer", kinds: ["documentary"] },
  { value: 15, title: "Serier", kinds: ["episode"] },
  { value: 16, title: "Radio & poddar", kinds: ["radio", "podcast"] },
  { value: 17, title: "Debatt & föreläsningar", kinds: ["debate", "lecture"] },
];
