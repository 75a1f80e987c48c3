/**
 * Adds calendar months to an instant, in UTC, keeping the time of day. A day that does not exist
 * in the target month is clamped to its last day (31 Jan + 1 month = 28/29 Feb), as people count.
 */
export function addCalendarMonthsUtc(epochMs: number, months: number): number {
  const from = new Date(epochMs);
  const monthIndex = from.getUTCFullYear() * 12 + from.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(from.getUTCDate(), lastDay);
  const result = new Date(epochMs);
  result.setUTCFullYear(year, month, day);
  return result.getTime();
}
