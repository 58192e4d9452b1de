/** Business constants of the spec (section 9) that are behaviour, not operator content. */
export const TOAST_DURATION_MS = 3000;
export const COPIED_INDICATOR_MS = 2000;
/** How often an open page that shows a status asks whether it changed (a 304 when not): a change shows within a minute. */
export const FOLLOW_MS = 30_000;
