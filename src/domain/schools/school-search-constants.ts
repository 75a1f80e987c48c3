// SPEC §9: school search limits and timings, in one place for the web app and the server.

/** SPEC §9: 20 schools per request (default limit 20). */
export const SCHOOL_SEARCH_LIMIT = 20;
/** SPEC §9: the first request starts at offset 0 with an empty query. */
export const SCHOOL_SEARCH_DEFAULT_OFFSET = 0;
/** SPEC §9: typing is debounced by 500 ms before a request is sent. */
export const SCHOOL_SEARCH_DEBOUNCE_MS = 500;
/** SPEC §9: 3 schools per municipality are visible at first. */
export const SCHOOLS_INITIAL_VISIBLE = 3;
/** SPEC §9: the first "show more" adds 7 (3 + 7 = 10, a full page of ten). */
export const SCHOOLS_FIRST_STEP = 7;
/** SPEC §9: every later "show more" adds 10. */
export const SCHOOLS_STEP = 10;
