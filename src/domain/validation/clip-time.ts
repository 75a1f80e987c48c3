// SPEC §5: clip and bookmark times use the format H:mm:ss.

/**
 * Decision: H is one or more digits (so "0:05:00" and "01:05:00" both read), mm and ss are two digits
 * from 00 to 59. Surrounding spaces are ignored. Anything else is not a time.
 */
const TIME = /^(\d+):([0-5]\d):([0-5]\d)$/;

/** Seconds from the start of the media, or null when the text is not H:mm:ss. */
export function parseClipTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (match === null) return null;
  const [, hours, minutes, seconds] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** Whole seconds as H:mm:ss (fractions are dropped, negatives read as 0), e.g. 3725 → "1:02:05". */
export function formatClipTime(totalSeconds: number): string {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  return `${hours}:${pad(minutes)}:${pad(seconds)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
