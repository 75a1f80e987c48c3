// SPEC §6: "Age-restricted products are hidden." (also SPEC §8, product view)

/** The part of a product these rules read: the minimum age, absent or null when unrestricted. */
export interface AgeRestricted {
  readonly ageRestriction?: number | null;
}

/**
 * True when a product with this minimum age must be hidden from a user of this age.
 * Decision: a restriction of N means "from N years"; a user aged exactly N may see it.
 * An absent, null or non-finite restriction restricts nobody.
 */
export function isAgeRestrictedFor(ageRestriction: number | null | undefined, age: number): boolean {
  if (typeof ageRestriction !== "number" || !Number.isFinite(ageRestriction)) return false;
  return age < ageRestriction;
}

/** The products a user of this age may see, in their original order (a new array). */
export function visibleProducts<T extends AgeRestricted>(products: readonly T[], age: number): T[] {
  return products.filter((product) => !isAgeRestrictedFor(product.ageRestriction, age));
}
