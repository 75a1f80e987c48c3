// ARCHITECTURE §4.5: expected failures are values with a stable code. A validator says what is
// wrong (a code) and with which figures (params, e.g. { min: 8 }); it never holds the words. The
// texts, Swedish and English, are the web app's: the `validation` translation namespace
// (src/ui/i18n/validation/), whose keys tsc checks against this list, so a code without a text
// fails to compile. SPEC §5 quotes some texts; the namespace keeps them word for word.

export const VALIDATION_CODES = [
  // Password (SPEC §5)
  "PASSWORD.REQUIRED",
  "PASSWORD.TOO_SHORT",
  "PASSWORD.NO_LOWERCASE",
  "PASSWORD.NO_UPPERCASE",
  "PASSWORD.NO_DIGIT_OR_SPECIAL",
  "PASSWORD.NO_DIGIT",
  "PASSWORD.WHITESPACE",
  "PASSWORD.SAME_AS_CURRENT",
  "PASSWORD_CONFIRMATION.REQUIRED",
  "PASSWORD_CONFIRMATION.MISMATCH",
  "CURRENT_PASSWORD.REQUIRED",
  // E-mail (SPEC §5: required and valid)
  "EMAIL.REQUIRED",
  "EMAIL.INVALID",
  // Signup and campaign fields (SPEC §5 required fields)
  "FIRST_NAME.REQUIRED",
  "LAST_NAME.REQUIRED",
  "SCHOOL.REQUIRED",
  "ACCOUNT_TYPE.REQUIRED",
  "CLASS.REQUIRED",
  "PHONE.REQUIRED",
  "PHONE.INVALID",
  "MOBILE.REQUIRED",
  "MOBILE.INVALID",
  "PROFESSION.REQUIRED",
  "CITY.REQUIRED",
  "MUNICIPALITY.REQUIRED",
  "CAMPAIGN_CODE.REQUIRED",
  // Birth year (SPEC §5 / §9)
  "BIRTH_YEAR.REQUIRED",
  "BIRTH_YEAR.INVALID",
  "BIRTH_YEAR.MIN",
  "BIRTH_YEAR.MAX",
  // Clip and bookmark times (SPEC §5)
  "CLIP.START_REQUIRED",
  "CLIP.STOP_REQUIRED",
  "CLIP.START_INVALID",
  "CLIP.STOP_INVALID",
  "CLIP.START_AFTER_STOP",
  "CLIP.STOP_ZERO",
  "CLIP.STOP_AFTER_END",
  // Feedback (SPEC §5)
  "FEEDBACK.CATEGORY_REQUIRED",
  "FEEDBACK.TEXT_REQUIRED",
  // CMS pages (SPEC §5)
  "PAGE.NAME_REQUIRED",
  "DELETE_PAGE.REQUIRED",
  "DELETE_PAGE.NAME_MISMATCH",
  // Slide (SPEC §5)
  "SLIDE.TITLE_REQUIRED",
  "SLIDE.LINK_TEXT_REQUIRED",
  "SLIDE.URL_REQUIRED",
  "SLIDE.URL_UNSAFE",
  // Collections (SPEC §5)
  "COLLECTION.NAME_REQUIRED",
  "COLLECTION.NAME_TAKEN",
  // Contact form block (SPEC §5 e-mail; the other limits are openapi ContactFormRequest's)
  "CONTACT.NAME_REQUIRED",
  "CONTACT.NAME_TOO_LONG",
  "CONTACT.SUBJECT_UNKNOWN",
  "CONTACT.MESSAGE_REQUIRED",
  "CONTACT.MESSAGE_TOO_LONG",
  // Admin alert messages (SPEC §5)
  "ALERT.MESSAGE_REQUIRED",
  "ALERT.LINK_REQUIRED",
  "ALERT.DISPLAY_FROM_REQUIRED",
  "ALERT.EXPIRES_AT_REQUIRED",
  "ALERT.DATE_INVALID",
  "ALERT.FROM_NOT_BEFORE_EXPIRES",
  "ALERT.EXPIRES_NOT_AFTER_FROM",
  "ALERT.TOO_LONG",
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];

/** The figures a text needs ("at least {{min}} characters"); the UI fills them in. */
export type ValidationParams = Readonly<Record<string, string | number>>;
