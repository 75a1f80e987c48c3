// SPEC §1: "There are at least three brand variants: a default one, an education-streaming one and a
// film-library one. Each has its own theme colours … and its own button variants."

export const BRANDS = ["default", "education-streaming", "film-library"] as const;

export type Brand = (typeof BRANDS)[number];

/** True for the name of one of the brand variants (a setting read from the environment is untrusted). */
export function isBrand(value: string | null | undefined): value is Brand {
  return (BRANDS as readonly (string | null | undefined)[]).includes(value);
}
