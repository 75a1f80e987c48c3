// SPEC §5: "Feedback: at least one category and the free text ('you must fill in this field')."
import { issue, isBlank, toResult, type ValidationIssue, type ValidationResult } from "./validation-result";

/** SPEC §3: "categories (playback, subtitles, video errors, hard to find, wrong description)". */
export const FEEDBACK_CATEGORIES = ["playback", "subtitles", "video-errors", "hard-to-find", "wrong-description"] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export interface FeedbackInput {
  readonly categories: readonly FeedbackCategory[];
  readonly text: string;
}

export type FeedbackField = "categories" | "text";

export function validateFeedback(input: FeedbackInput): ValidationResult<FeedbackField> {
  const issues: ValidationIssue<FeedbackField>[] = [];
  const known = input.categories.filter((category) => (FEEDBACK_CATEGORIES as readonly string[]).includes(category));
  if (known.length === 0) issues.push(issue("categories", "FEEDBACK.CATEGORY_REQUIRED"));
  if (isBlank(input.text)) issues.push(issue("text", "FEEDBACK.TEXT_REQUIRED"));
  return toResult(issues);
}
