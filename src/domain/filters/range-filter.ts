// SPEC §5 Range filter and §9 Filters: bounds normalised (upper capped at 70, a min of 1 becomes 0),
// chosen values snapped (min down, max up to a multiple of stepSize) and kept inside the bounds.
import type { RangeFilter } from "./filter.types";

/** SPEC §9: "range upper bound capped at 70 (if the given max is larger)". */
export const RANGE_UPPER_CAP = 70;

export interface RangeBounds {
  readonly lower: number;
  readonly upper: number;
}

/**
 * The slider bounds as the client uses them. Decision: the cap applies to every unit, as the
 * spec states it without a unit (in practice the duration filter, in minutes, where 70 reads
 * 'more than 1 hour').
 */
export function rangeBounds(filter: Pick<RangeFilter, "min" | "max">): RangeBounds {
  const lower = filter.min === 1 ? 0 : filter.min; // SPEC §9: a given min of 1 becomes 0
  const capped = filter.max > RANGE_UPPER_CAP ? RANGE_UPPER_CAP : filter.max;
  // A server range that ends below its start is treated as a single point, never inverted.
  return { lower, upper: Math.max(lower, capped) };
}

function validStep(stepSize: number): number | null {
  return Number.isFinite(stepSize) && stepSize > 0 ? stepSize : null;
}

function clamp(value: number, bounds: RangeBounds): number {
  return Math.min(bounds.upper, Math.max(bounds.lower, value));
}

// The bounds themselves are always valid stops, even when they are not multiples of the step
// (keeps snapping idempotent: a max sitting on a lower bound of 2 with step 3 stays 2).

/** SPEC §5: min snaps down to a multiple of stepSize; out-of-bound values snap to the bounds. */
export function snapMin(value: number, stepSize: number, bounds: RangeBounds): number {
  const step = validStep(stepSize);
  if (!Number.isFinite(value) || value <= bounds.lower) return bounds.lower;
  if (value >= bounds.upper) return bounds.upper;
  return clamp(step === null ? value : Math.floor(value / step) * step, bounds);
}

/** SPEC §5: max snaps up to a multiple of stepSize; out-of-bound values snap to the bounds. */
export function snapMax(value: number, stepSize: number, bounds: RangeBounds): number {
  const step = validStep(stepSize);
  if (!Number.isFinite(value) || value >= bounds.upper) return bounds.upper;
  if (value <= bounds.lower) return bounds.lower;
  return clamp(step === null ? value : Math.ceil(value / step) * step, bounds);
}

/**
 * Sets the chosen range. Decision: reversed input (min above max) is read as the same range the
 * other way round, as a user typing 60–10 means 10–60.
 */
export function setRange(filter: RangeFilter, minValue: number, maxValue: number): RangeFilter {
  const bounds = rangeBounds(filter);
  const [low, high] =
    minValue <= maxValue || Number.isNaN(minValue) || Number.isNaN(maxValue) ? [minValue, maxValue] : [maxValue, minValue];
  const snappedMin = snapMin(low, filter.stepSize, bounds);
  const snappedMax = snapMax(high, filter.stepSize, bounds);
  return { ...filter, min: bounds.lower, max: bounds.upper, minValue: Math.min(snappedMin, snappedMax), maxValue: snappedMax };
}

/** Applies the bounds rules to a filter fresh from the server, snapping its current values. */
export function normaliseRange(filter: RangeFilter): RangeFilter {
  return setRange(filter, filter.minValue, filter.maxValue);
}

/** SPEC §5: active only if min is above the lower bound or max below the upper bound. */
export function isRangeActive(filter: RangeFilter): boolean {
  const bounds = rangeBounds(filter);
  return filter.minValue > bounds.lower || filter.maxValue < bounds.upper;
}

/** SPEC §4: clearing returns to the full range. */
export function clearRange(filter: RangeFilter): RangeFilter {
  const bounds = rangeBounds(filter);
  return { ...filter, min: bounds.lower, max: bounds.upper, minValue: bounds.lower, maxValue: bounds.upper };
}
