// SPEC §5: "Clip and bookmark: start and stop required; start must not be after stop; stop must not
// be 00:00; time format H:mm:ss."
import { parseClipTime } from "./clip-time";
import { issue, isBlank, toResult, type ValidationIssue, type ValidationResult } from "./validation-result";

export interface ClipTimesInput {
  readonly start: string;
  readonly stop: string;
}

export interface ClipTimesOptions {
  /**
   * The media's length in seconds, when known. Not in the SPEC; decision: a stop past the end is
   * refused (CLIP.STOP_AFTER_END), since such a clip could never play to its stop.
   */
  readonly durationSeconds?: number;
}

export type ClipField = "start" | "stop";

/**
 * Decision: start equal to stop is allowed, because the SPEC forbids only "after" (and the stop is
 * never 0, so a zero-length clip at the very start cannot happen).
 * The stop-is-zero check applies to any spelling of zero ("0:00:00", "00:00:00").
 */
export function validateClipTimes(input: ClipTimesInput, options: ClipTimesOptions = {}): ValidationResult<ClipField> {
  const issues: ValidationIssue<ClipField>[] = [];
  const start = readTime(input.start, "start", issues);
  const stop = readTime(input.stop, "stop", issues);
  if (stop === 0) issues.push(issue("stop", "CLIP.STOP_ZERO"));
  if (start !== null && stop !== null && start > stop) issues.push(issue("start", "CLIP.START_AFTER_STOP"));
  const duration = options.durationSeconds;
  if (stop !== null && duration !== undefined && Number.isFinite(duration) && stop > duration) {
    issues.push(issue("stop", "CLIP.STOP_AFTER_END"));
  }
  return toResult(issues);
}

/** SPEC §5: bookmarks follow exactly the clip rules. */
export const validateBookmarkTimes = validateClipTimes;

function readTime(text: string, field: ClipField, issues: ValidationIssue<ClipField>[]): number | null {
  if (isBlank(text)) {
    issues.push(issue(field, field === "start" ? "CLIP.START_REQUIRED" : "CLIP.STOP_REQUIRED"));
    return null;
  }
  const seconds = parseClipTime(text);
  if (seconds === null) issues.push(issue(field, field === "start" ? "CLIP.START_INVALID" : "CLIP.STOP_INVALID"));
  return seconds;
}
