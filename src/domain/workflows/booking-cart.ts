import type { BookingTabNumber } from "./booking-tabs";
import { CURRENT_BOOKINGS_TAB, CURRENT_BOOKINGS_TAB_TITLE } from "./booking-tabs";
import type { TransitionResult } from "./transition";
import { accept, reject } from "./transition";

/** SPEC §2: the dialog after a booking request, word for word where the spec quotes it. */
export const BOOKING_CONFIRMATION = {
  title: "Vi har tagit emot din bokningsförfrågan",
  // The spec gives this sentence's content, not its words; this wording is ours.
  body: `Din bokning kommer att behandlas inom kort. Du hittar den under fliken '${CURRENT_BOOKINGS_TAB_TITLE}'.`,
  button: "Gå till mina aktuella bokningar",
} as const;

export interface CartItem {
  readonly productId: string;
}

export interface BookingState {
  readonly cart: readonly CartItem[];
  readonly selectedTab: BookingTabNumber;
  readonly confirmationOpen: boolean;
}

export const BOOKING_INITIAL: BookingState = { cart: [], selectedTab: CURRENT_BOOKINGS_TAB, confirmationOpen: false };

export type BookingEvent =
  | { readonly type: "ADD_ITEM"; readonly productId: string }
  | { readonly type: "REMOVE_ITEM"; readonly productId: string }
  | { readonly type: "CLEAR_CART" }
  /** The cart as GET /v1/boka/cart returned it (on load and after a refresh). */
  | { readonly type: "CART_LOADED"; readonly items: readonly CartItem[] }
  | { readonly type: "ORDER_CREATED" }
  | { readonly type: "SELECT_TAB"; readonly tab: BookingTabNumber }
  /** The dialog's button 'Gå till mina aktuella bokningar'. */
  | { readonly type: "GO_TO_CURRENT_BOOKINGS" }
  | { readonly type: "CLOSE_CONFIRMATION" };

export type BookingError = "BOOKING.NO_CONFIRMATION_OPEN";

/** SPEC §4: creating an order refreshes the active orders and the cart. */
export type BookingEffect = "REFRESH_ACTIVE_ORDERS" | "REFRESH_CART";

function withoutDuplicates(items: readonly CartItem[]): readonly CartItem[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.productId) && seen.add(item.productId));
}

/** Decision: an order request is sent only for a non-empty cart (the order payload is not shown). */
export function canPlaceOrder(state: BookingState): { readonly ok: true } | { readonly ok: false; readonly error: "BOOKING.CART_EMPTY" } {
  return state.cart.length > 0 ? { ok: true } : { ok: false, error: "BOOKING.CART_EMPTY" };
}

/**
 * SPEC §4 booking. Decisions: adding a product already in the cart changes nothing (the server
 * answers 400, which SPEC §8 ignores silently) and removing one that is not there changes nothing;
 * the cart itself is emptied by the server, which the REFRESH_CART effect picks up.
 */
export function bookingTransition(state: BookingState, event: BookingEvent): TransitionResult<BookingState, BookingError, BookingEffect> {
  switch (event.type) {
    case "ADD_ITEM":
      if (state.cart.some((item) => item.productId === event.productId)) return accept(state);
      return accept({ ...state, cart: [...state.cart, { productId: event.productId }] });
    case "REMOVE_ITEM":
      return accept({ ...state, cart: state.cart.filter((item) => item.productId !== event.productId) });
    case "CLEAR_CART":
      return accept({ ...state, cart: [] });
    case "CART_LOADED":
      return accept({ ...state, cart: withoutDuplicates(event.items) });
    case "ORDER_CREATED":
      return accept<BookingState, BookingEffect>({ ...state, confirmationOpen: true }, ["REFRESH_ACTIVE_ORDERS", "REFRESH_CART"]);
    case "SELECT_TAB":
      return accept({ ...state, selectedTab: event.tab });
    case "GO_TO_CURRENT_BOOKINGS":
      if (!state.confirmationOpen) return reject(state, "BOOKING.NO_CONFIRMATION_OPEN");
      return accept({ ...state, confirmationOpen: false, selectedTab: CURRENT_BOOKINGS_TAB });
    case "CLOSE_CONFIRMATION":
      if (!state.confirmationOpen) return reject(state, "BOOKING.NO_CONFIRMATION_OPEN");
      return accept({ ...state, confirmationOpen: false });
  }
}
