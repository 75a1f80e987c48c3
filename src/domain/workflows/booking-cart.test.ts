import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOOKING_CONFIRMATION, BOOKING_INITIAL, bookingTransition, canPlaceOrder } from "./booking-cart";
import type { BookingEvent, BookingState } from "./booking-cart";
import { runTransitions } from "./transition";

const withCart = (...ids: string[]): BookingState => ({ ...BOOKING_INITIAL, cart: ids.map((productId) => ({ productId })) });

describe("booking cart (SPEC §4)", () => {
  it("adds an item to the cart", () => {
    expect(bookingTransition(BOOKING_INITIAL, { type: "ADD_ITEM", productId: "p1" }).state.cart).toEqual([{ productId: "p1" }]);
  });

  it("adds a product already in the cart only once", () => {
    const state = withCart("p1");
    expect(bookingTransition(state, { type: "ADD_ITEM", productId: "p1" }).state).toBe(state);
  });

  it("removes an item and clears the cart", () => {
    expect(bookingTransition(withCart("p1", "p2"), { type: "REMOVE_ITEM", productId: "p1" }).state.cart).toEqual([{ productId: "p2" }]);
    expect(bookingTransition(withCart("p1", "p2"), { type: "CLEAR_CART" }).state.cart).toEqual([]);
  });

  it("places an order only from a non-empty cart", () => {
    expect(canPlaceOrder(BOOKING_INITIAL)).toEqual({ ok: false, error: "BOOKING.CART_EMPTY" });
    expect(canPlaceOrder(withCart("p1"))).toEqual({ ok: true });
  });

  it("refreshes the active orders and the cart and opens the confirmation after an order", () => {
    const result = bookingTransition({ ...withCart("p1"), selectedTab: 2 }, { type: "ORDER_CREATED" });
    expect(result).toEqual({
      ok: true,
      state: { ...withCart("p1"), selectedTab: 2, confirmationOpen: true },
      effects: ["REFRESH_ACTIVE_ORDERS", "REFRESH_CART"],
    });
  });

  it("closes the dialog and selects the current bookings tab from its button", () => {
    const state: BookingState = { ...withCart(), selectedTab: 3, confirmationOpen: true };
    expect(bookingTransition(state, { type: "GO_TO_CURRENT_BOOKINGS" }).state).toEqual({
      ...state,
      selectedTab: 1,
      confirmationOpen: false,
    });
  });

  it("uses the spec's dialog texts", () => {
    expect(BOOKING_CONFIRMATION.title).toBe("Vi har tagit emot din bokningsförfrågan");
    expect(BOOKING_CONFIRMATION.button).toBe("Gå till mina aktuella bokningar");
    expect(BOOKING_CONFIRMATION.body).toContain("'Aktuella bokningar'");
  });
});

describe("booking cart properties", () => {
  const id = fc.constantFrom("p1", "p2", "p3", "p4");
  const event: fc.Arbitrary<BookingEvent> = fc.oneof(
    id.map((productId): BookingEvent => ({ type: "ADD_ITEM", productId })),
    id.map((productId): BookingEvent => ({ type: "REMOVE_ITEM", productId })),
    fc.array(id).map((ids): BookingEvent => ({ type: "CART_LOADED", items: ids.map((productId) => ({ productId })) })),
    fc.constantFrom(1 as const, 2 as const, 3 as const).map((tab): BookingEvent => ({ type: "SELECT_TAB", tab })),
    fc.constantFrom<BookingEvent>(
      { type: "CLEAR_CART" },
      { type: "ORDER_CREATED" },
      { type: "GO_TO_CURRENT_BOOKINGS" },
      { type: "CLOSE_CONFIRMATION" },
    ),
  );

  it("holds each product at most once and matches a simple set model", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const model = new Set<string>();
        const { state } = runTransitions(bookingTransition, BOOKING_INITIAL, events);
        for (const e of events) {
          if (e.type === "ADD_ITEM") model.add(e.productId);
          if (e.type === "REMOVE_ITEM") model.delete(e.productId);
          if (e.type === "CLEAR_CART") model.clear();
          if (e.type === "CART_LOADED") {
            model.clear();
            e.items.forEach((i) => model.add(i.productId));
          }
        }
        const ids = state.cart.map((i) => i.productId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(model);
      }),
    );
  });
});
