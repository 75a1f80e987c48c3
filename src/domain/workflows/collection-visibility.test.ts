import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canBeFeatured, collectionVisibilityTransition, needsPrivateConfirmation } from "./collection-visibility";
import type { CollectionVisibilityEvent, CollectionVisibilityState } from "./collection-visibility";
import { runTransitions } from "./transition";

const collection = (overrides: Partial<CollectionVisibilityState> = {}): CollectionVisibilityState => ({
  visibility: "PUBLIC",
  kind: "related",
  creatorRole: "ADMIN",
  isFeatured: false,
  pending: null,
  ...overrides,
});

describe("which collections can be featured (SPEC §6)", () => {
  it("allows a public collection made by an administrator", () => {
    expect(canBeFeatured(collection())).toEqual({ ok: true });
  });

  it("allows an automatic toplist", () => {
    expect(canBeFeatured(collection({ kind: "toplist", creatorRole: "TEACHER", visibility: "PRIVATE" }))).toEqual({ ok: true });
  });

  it("refuses a private collection of an administrator", () => {
    expect(canBeFeatured(collection({ visibility: "PRIVATE" }))).toEqual({ ok: false, error: "COLLECTION.FEATURE_ONLY_PUBLIC" });
  });

  it("refuses a teacher's public collection", () => {
    expect(canBeFeatured(collection({ creatorRole: "TEACHER" }))).toEqual({ ok: false, error: "COLLECTION.FEATURE_ONLY_BY_ADMIN" });
  });
});

describe("collection visibility changes (SPEC §4)", () => {
  it("asks for confirmation before making a public collection private", () => {
    const result = collectionVisibilityTransition(collection(), { type: "REQUEST", visibility: "PRIVATE" });
    expect(result).toEqual({ ok: true, state: collection({ pending: "PRIVATE" }), effects: ["ASK_CONFIRMATION"] });
  });

  it("makes it private and takes it off the featured list once confirmed", () => {
    const run = runTransitions(collectionVisibilityTransition, collection({ isFeatured: true }), [
      { type: "REQUEST", visibility: "PRIVATE" },
      { type: "CONFIRM" },
    ]);
    expect(run.state).toEqual(collection({ visibility: "PRIVATE", isFeatured: false }));
    expect(run.effects).toEqual(["ASK_CONFIRMATION", "SAVE_VISIBILITY"]);
  });

  it("keeps it public when the user cancels", () => {
    const run = runTransitions(collectionVisibilityTransition, collection(), [
      { type: "REQUEST", visibility: "PRIVATE" },
      { type: "CANCEL" },
    ]);
    expect(run.state).toEqual(collection());
  });

  it("makes a private collection public without asking", () => {
    const result = collectionVisibilityTransition(collection({ visibility: "PRIVATE" }), { type: "REQUEST", visibility: "PUBLIC" });
    expect(result).toEqual({ ok: true, state: collection(), effects: ["SAVE_VISIBILITY"] });
  });

  it("needs confirmation only when going private from public or featured", () => {
    expect(needsPrivateConfirmation(collection(), "PRIVATE")).toBe(true);
    expect(needsPrivateConfirmation(collection({ visibility: "PRIVATE", kind: "toplist", isFeatured: true }), "PRIVATE")).toBe(true);
    expect(needsPrivateConfirmation(collection({ visibility: "PRIVATE" }), "PRIVATE")).toBe(false);
    expect(needsPrivateConfirmation(collection(), "PUBLIC")).toBe(false);
  });

  it("refuses to confirm when nothing waits for confirmation", () => {
    expect(collectionVisibilityTransition(collection(), { type: "CONFIRM" })).toMatchObject({
      ok: false,
      error: "COLLECTION.NOTHING_TO_CONFIRM",
    });
  });
});

describe("collection visibility properties", () => {
  const event = fc.oneof(
    fc.constantFrom<CollectionVisibilityEvent>({ type: "CONFIRM" }, { type: "CANCEL" }),
    fc
      .constantFrom("PUBLIC" as const, "PRIVATE" as const)
      .map((visibility): CollectionVisibilityEvent => ({ type: "REQUEST", visibility })),
  );
  const start = fc
    .record({
      visibility: fc.constantFrom("PUBLIC" as const, "PRIVATE" as const),
      kind: fc.constantFrom("favorites" as const, "toplist" as const, "related" as const, "series" as const),
      creatorRole: fc.constantFrom("STUDENT" as const, "TEACHER" as const, "ADMIN" as const),
      isFeatured: fc.boolean(),
    })
    .map((c) => collection({ ...c, isFeatured: c.isFeatured && canBeFeatured(c).ok }));

  it("never makes a public collection private without a confirmation in between", () => {
    fc.assert(
      fc.property(start, fc.array(event, { maxLength: 30 }), (initial, events) => {
        let state = initial;
        for (const e of events) {
          const next = collectionVisibilityTransition(state, e).state;
          if (state.visibility === "PUBLIC" && next.visibility === "PRIVATE") expect(e.type).toBe("CONFIRM");
          state = next;
        }
      }),
    );
  });

  it("only ever features a collection that may be featured", () => {
    fc.assert(
      fc.property(start, fc.array(event, { maxLength: 30 }), (initial, events) => {
        const { state } = runTransitions(collectionVisibilityTransition, initial, events);
        if (state.isFeatured) expect(canBeFeatured(state).ok).toBe(true);
      }),
    );
  });
});
