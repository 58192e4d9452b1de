/**
 * The browsers' push services the site sends Web Push messages to (https only): a host as written, or "*." and
 * any host under it. PUSH_ENDPOINTS names more origins (a self-hosted push service, a test's receiver).
 */
export const pushServices = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "*.notify.windows.com",
  "web.push.apple.com",
  "*.push.apple.com",
] as const;
