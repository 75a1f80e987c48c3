/** SPEC §9: a GDPR extract is available for 14 days. */
export const GDPR_EXTRACT_AVAILABLE_DAYS = 14;
export const GDPR_EXTRACT_AVAILABLE_MS = GDPR_EXTRACT_AVAILABLE_DAYS * 24 * 60 * 60 * 1000;

/** SPEC §3 GDPR extract: ordered date and availability (epoch ms). */
export interface GdprExtractOrder {
  readonly orderedAt: number;
  /** When the file became ready; null while it is being made. */
  readonly readyAt: number | null;
}

export type GdprExtractStatus =
  | { readonly status: "NOT_ORDERED" }
  | { readonly status: "PROCESSING"; readonly orderedAt: number }
  | { readonly status: "AVAILABLE"; readonly orderedAt: number; readonly availableUntil: number }
  | { readonly status: "EXPIRED"; readonly orderedAt: number; readonly expiredAt: number };

/**
 * SPEC §4: not ordered, requested or processing, available for 14 days. Decisions: the 14 days
 * are counted in exact milliseconds from when the file became ready (not from the order, which
 * may take a while to process); at exactly 14 days it has expired. An expired extract can be
 * ordered again.
 */
export function gdprExtractStatus(order: GdprExtractOrder | null, now: number): GdprExtractStatus {
  if (order === null) return { status: "NOT_ORDERED" };
  if (order.readyAt === null) return { status: "PROCESSING", orderedAt: order.orderedAt };
  const until = order.readyAt + GDPR_EXTRACT_AVAILABLE_MS;
  if (now < until) return { status: "AVAILABLE", orderedAt: order.orderedAt, availableUntil: until };
  return { status: "EXPIRED", orderedAt: order.orderedAt, expiredAt: until };
}

/** A new extract can be ordered when there is none, or the last one expired. */
export function canOrderGdprExtract(status: GdprExtractStatus): boolean {
  return status.status === "NOT_ORDERED" || status.status === "EXPIRED";
}
