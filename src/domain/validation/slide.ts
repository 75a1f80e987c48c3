// SPEC §5: "Slide: title, link text and URL required." SPEC §3: a slide has a primary and a secondary
// link, each with link text and URL.
import { issue, isBlank, toResult, type ValidationIssue, type ValidationResult } from "./validation-result";

export interface SlideLinkInput {
  readonly text: string;
  readonly url: string;
}

export interface SlideInput {
  readonly title: string;
  readonly primaryLink: SlideLinkInput;
  readonly secondaryLink?: SlideLinkInput | null;
}

export type SlideField = "title" | "primaryLink.text" | "primaryLink.url" | "secondaryLink.text" | "secondaryLink.url";

/**
 * Decisions: the primary link's text and URL are required; the secondary link is optional, but once
 * either of its fields is filled in, both are required. A URL with a script scheme (javascript:,
 * data:, vbscript:) is refused, since slides are shown to every visitor.
 */
export function validateSlide(input: SlideInput): ValidationResult<SlideField> {
  const issues: ValidationIssue<SlideField>[] = [];
  if (isBlank(input.title)) issues.push(issue("title", "SLIDE.TITLE_REQUIRED"));
  checkLink(input.primaryLink, "primaryLink", issues);
  const secondary = input.secondaryLink;
  if (secondary && (!isBlank(secondary.text) || !isBlank(secondary.url))) checkLink(secondary, "secondaryLink", issues);
  return toResult(issues);
}

/** True for URLs a slide may link to: anything but a script-running scheme. */
export function isSafeLinkUrl(url: string): boolean {
  // Browsers ignore tabs, newlines and leading controls in a scheme, so strip them before looking.
  const compact = url.replace(/[\u0000-\u0020]/g, "").toLowerCase();
  return !/^(javascript|data|vbscript):/.test(compact);
}

function checkLink(link: SlideLinkInput, prefix: "primaryLink" | "secondaryLink", issues: ValidationIssue<SlideField>[]): void {
  if (isBlank(link.text)) issues.push(issue(`${prefix}.text`, "SLIDE.LINK_TEXT_REQUIRED"));
  if (isBlank(link.url)) issues.push(issue(`${prefix}.url`, "SLIDE.URL_REQUIRED"));
  else if (!isSafeLinkUrl(link.url)) issues.push(issue(`${prefix}.url`, "SLIDE.URL_UNSAFE"));
}
