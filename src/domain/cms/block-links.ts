// SPEC §3 Block settings: "links (primary before secondary; each with text and url)".

export type LinkVariant = "primary" | "secondary";

export interface VariantLink {
  readonly variant: LinkVariant;
}

/**
 * The links of a block in the order they are shown: every primary link before every secondary one,
 * each group in the order the editor stored it (a stable partition, so reordering within a group in
 * the editor still shows).
 */
export function orderBlockLinks<L extends VariantLink>(links: readonly L[] | null | undefined): L[] {
  const all = links ?? [];
  return [...all.filter((link) => link.variant === "primary"), ...all.filter((link) => link.variant !== "primary")];
}
