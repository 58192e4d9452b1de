/** Business constants of the spec (section 9) that are behaviour, not operator content. */
export const TOAST_DURATION_MS = 3000;
export const COPIED_INDICATOR_MS = 2000;
