// SPEC §3 "Filter set": three filter kinds, modelled as a discriminated union on `kind`.
// Option values and tree ids come from the server as numbers (type 5, category 11) or
// strings (language codes); they are compared by their text form everywhere (see sameValue).

export type FilterValue = string | number;

export interface CheckboxOption {
  readonly value: FilterValue;
  readonly title: string;
  /** Facet count; absent for options the client adds itself (Play's 'Serier'). */
  readonly count?: number;
  readonly isSelected: boolean;
}

export interface CheckboxFilter {
  readonly kind: "CHECKBOX";
  readonly title: string;
  readonly queryKey: string;
  readonly allowSelectAll: boolean;
  readonly searchEndpoint?: string | null;
  readonly options: readonly CheckboxOption[];
  /** SPEC §3: options loaded on demand (searchable filters). */
  readonly dynamicOptions?: boolean;
  readonly searchString?: string;
  readonly searchResults?: readonly CheckboxOption[];
}

export type RangeUnit = "TIME" | "PAGES";

export interface RangeFilter {
  readonly kind: "RANGE";
  readonly title: string;
  readonly minQueryKey: string;
  readonly maxQueryKey: string;
  /** Lower and upper bound of the slider. */
  readonly min: number;
  readonly max: number;
  readonly stepSize: number;
  readonly unit: RangeUnit;
  /** The chosen range, lower ≤ minValue ≤ maxValue ≤ upper after normalisation. */
  readonly minValue: number;
  readonly maxValue: number;
  readonly dynamicMin?: number | null;
  readonly dynamicMax?: number | null;
}

export interface TreeNode {
  readonly id: FilterValue;
  readonly title: string;
  /** null for the root. */
  readonly parent: FilterValue | null;
  readonly hasChildren: boolean;
}

export interface TreeFilter {
  readonly kind: "TREE";
  readonly title: string;
  readonly queryKey: string;
  readonly options: readonly TreeNode[];
  /** Selected path of nodes from the root (the root alone means "nothing chosen"). */
  readonly path: readonly TreeNode[];
}

export type Filter = CheckboxFilter | RangeFilter | TreeFilter;

export interface FilterSet {
  readonly title: string;
  readonly appName: string;
  readonly filters: readonly Filter[];
  readonly active: boolean;
}

/** Values are compared by text: 5 and "5" are the same option. */
export function sameValue(a: FilterValue | null | undefined, b: FilterValue | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return a === b;
  return String(a) === String(b);
}
