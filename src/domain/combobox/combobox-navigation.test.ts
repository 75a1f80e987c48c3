import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstItem, isValidHighlight, lastItem, leftItem, nextItem, previousItem, rightItem, type Highlight } from "./combobox-navigation";

const sizes = [3, 2, 0, 4];
const at = (group: number, item: number): Highlight => ({ group, item });

const arbSizes = fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 5 });
const arbSizesWithHighlight = arbSizes
  .filter((s) => s.some((n) => n > 0))
  .chain((s) =>
    fc.constantFrom(...s.flatMap((n, g) => Array.from({ length: n }, (_, i) => at(g, i)))).map((h): [number[], Highlight] => [s, h]),
  );

describe("combo box navigation", () => {
  it("moves down through a group and into the next non-empty one", () => {
    expect(nextItem(sizes, null)).toEqual(at(0, 0));
    expect(nextItem(sizes, at(0, 1))).toEqual(at(0, 2));
    expect(nextItem(sizes, at(0, 2))).toEqual(at(1, 0));
    expect(nextItem(sizes, at(1, 1))).toEqual(at(3, 0));
  });

  it("wraps from the last item to the first on the way down", () => {
    expect(nextItem(sizes, at(3, 3))).toEqual(at(0, 0));
  });

  it("moves up into the previous group's last item and wraps to the last group", () => {
    expect(previousItem(sizes, at(3, 0))).toEqual(at(1, 1));
    expect(previousItem(sizes, at(0, 0))).toEqual(at(3, 3));
    expect(previousItem(sizes, null)).toEqual(at(3, 3));
  });

  it("goes to the first item on Page up and the last on Page down", () => {
    expect(firstItem([0, 2, 1])).toEqual(at(1, 0));
    expect(lastItem([0, 2, 1, 0])).toEqual(at(2, 0));
    expect(firstItem([0, 0])).toBeNull();
    expect(lastItem([])).toBeNull();
  });

  it("moves right only from the first group to the second, keeping the row where it can", () => {
    expect(rightItem(sizes, at(0, 2))).toEqual(at(1, 1));
    expect(rightItem(sizes, at(0, 0))).toEqual(at(1, 0));
    expect(rightItem(sizes, at(1, 0))).toEqual(at(1, 0));
    expect(rightItem([3, 0], at(0, 1))).toEqual(at(0, 1));
    expect(rightItem(sizes, null)).toBeNull();
  });

  it("moves left back to the first group", () => {
    expect(leftItem(sizes, at(1, 1))).toEqual(at(0, 1));
    expect(leftItem(sizes, at(3, 3))).toEqual(at(0, 2));
    expect(leftItem(sizes, at(0, 1))).toEqual(at(0, 1));
  });

  it("never leaves the items, whatever the move", () => {
    const moves = [nextItem, previousItem, firstItem, lastItem, rightItem, leftItem];
    fc.assert(
      fc.property(arbSizesWithHighlight, fc.integer({ min: 0, max: 5 }), ([s, h], m) => {
        const move = moves[m] as (sizes: number[], h: Highlight | null) => Highlight | null;
        const result = move(s, h);
        expect(result).not.toBeNull();
        expect(isValidHighlight(s, result)).toBe(true);
      }),
    );
  });

  it("up undoes down and down undoes up", () => {
    fc.assert(
      fc.property(arbSizesWithHighlight, ([s, h]) => {
        expect(previousItem(s, nextItem(s, h))).toEqual(h);
        expect(nextItem(s, previousItem(s, h))).toEqual(h);
      }),
    );
  });

  it("visits every item once and comes back after as many downs as there are items", () => {
    fc.assert(
      fc.property(arbSizesWithHighlight, ([s, h]) => {
        const total = s.reduce((a, b) => a + b, 0);
        const seen = new Set<string>();
        let current: Highlight | null = h;
        for (let i = 0; i < total; i += 1) {
          seen.add(`${current?.group}:${current?.item}`);
          current = nextItem(s, current);
        }
        expect(seen.size).toBe(total);
        expect(current).toEqual(h);
      }),
    );
  });
});
