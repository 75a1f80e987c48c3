/**
 * SPEC §2: the bookings view selects its tab by number, where 1 is current (active) bookings.
 * Decision for the others (SPEC §3 lists orders as active, past, overdue, in that order):
 * 2 is past and 3 is overdue.
 */
export type OrderListKind = "active" | "past" | "overdue";
export type BookingTabNumber = 1 | 2 | 3;

export const BOOKING_TABS: readonly { readonly number: BookingTabNumber; readonly kind: OrderListKind }[] = [
  { number: 1, kind: "active" },
  { number: 2, kind: "past" },
  { number: 3, kind: "overdue" },
];

/** SPEC §2: the current bookings tab, named 'Aktuella bokningar'. */
export const CURRENT_BOOKINGS_TAB: BookingTabNumber = 1;
export const CURRENT_BOOKINGS_TAB_TITLE = "Aktuella bokningar";

export function bookingTabKind(tab: BookingTabNumber): OrderListKind {
  return BOOKING_TABS.find((t) => t.number === tab)?.kind ?? "active";
}

export function bookingTabNumber(kind: OrderListKind): BookingTabNumber {
  return BOOKING_TABS.find((t) => t.kind === kind)?.number ?? CURRENT_BOOKINGS_TAB;
}

/**
 * Reads `?orders=` of /{reseller}/boka/cart (SPEC §2: active or past) and the `status` of
 * GET /v1/boka/orders (SPEC §7: active by default; past, overdue). Case-insensitive; anything
 * else, or nothing, is the active list.
 */
export function parseOrderListKind(value: string | null | undefined): OrderListKind {
  const normalised = (value ?? "").trim().toLowerCase();
  return normalised === "past" || normalised === "overdue" ? normalised : "active";
}
