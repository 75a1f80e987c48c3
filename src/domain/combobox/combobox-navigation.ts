// SPEC §4 Search combo box, keyboard model: moves of the highlighted item across suggestion
// groups, described only by the number of items in each group. Empty groups are skipped, so a
// highlight always points at an existing item.

export interface Highlight {
  readonly group: number;
  readonly item: number;
}

export type GroupSizes = readonly number[];

export function isValidHighlight(sizes: GroupSizes, h: Highlight | null): boolean {
  if (h === null) return true;
  const size = sizes[h.group];
  return size !== undefined && Number.isInteger(h.item) && h.item >= 0 && h.item < size;
}

function nonEmptyGroups(sizes: GroupSizes): number[] {
  return sizes.flatMap((size, group) => (size > 0 ? [group] : []));
}

/** SPEC §4: Page up goes to the first item. */
export function firstItem(sizes: GroupSizes): Highlight | null {
  const group = nonEmptyGroups(sizes)[0];
  return group === undefined ? null : { group, item: 0 };
}

/** SPEC §4: Page down goes to the last item. */
export function lastItem(sizes: GroupSizes): Highlight | null {
  const groups = nonEmptyGroups(sizes);
  const group = groups[groups.length - 1];
  return group === undefined ? null : { group, item: (sizes[group] ?? 1) - 1 };
}

/**
 * SPEC §4: Arrow down moves to the next item, into the next group at a group's end.
 * Decision: past the very last item it wraps to the first, mirroring Arrow up's wrap.
 */
export function nextItem(sizes: GroupSizes, h: Highlight | null): Highlight | null {
  if (h === null || !isValidHighlight(sizes, h)) return firstItem(sizes);
  if (h.item + 1 < (sizes[h.group] ?? 0)) return { group: h.group, item: h.item + 1 };
  const group = nonEmptyGroups(sizes).find((g) => g > h.group);
  return group === undefined ? firstItem(sizes) : { group, item: 0 };
}

/** SPEC §4: Arrow up moves back, into the previous group's last item, wrapping to the last group. */
export function previousItem(sizes: GroupSizes, h: Highlight | null): Highlight | null {
  if (h === null || !isValidHighlight(sizes, h)) return lastItem(sizes);
  if (h.item > 0) return { group: h.group, item: h.item - 1 };
  const group = nonEmptyGroups(sizes)
    .filter((g) => g < h.group)
    .pop();
  return group === undefined ? lastItem(sizes) : { group, item: (sizes[group] ?? 1) - 1 };
}

function sameRowIn(sizes: GroupSizes, group: number, item: number): Highlight | null {
  const size = sizes[group] ?? 0;
  return size > 0 ? { group, item: Math.min(item, size - 1) } : null;
}

/**
 * SPEC §4: Arrow right moves from the first group to the second. Decision: it keeps the row
 * (clamped to the second group's length), as the two groups sit side by side.
 */
export function rightItem(sizes: GroupSizes, h: Highlight | null): Highlight | null {
  if (h === null || h.group !== 0) return h;
  return sameRowIn(sizes, 1, h.item) ?? h;
}

/** SPEC §4: Arrow left returns to the first group (from any other group), keeping the row. */
export function leftItem(sizes: GroupSizes, h: Highlight | null): Highlight | null {
  if (h === null || h.group === 0) return h;
  return sameRowIn(sizes, 0, h.item) ?? h;
}
