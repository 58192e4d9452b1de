/**
 * Every page of ../shared/SPEC.md section 2, by its English path: each is prerendered in every
 * published language ("/pt-br/getkey"). "/404" is the catch-all page, answered with status 404.
 */
export const pagePaths = [
  "/",
  "/terms",
  "/privacy",
  "/robux", // joke page; the intrusive behaviour is disabled
  "/discord", // redirects to the community invite
  "/joiner", // ?PlaceId=&ServerId= → Roblox deep link
  "/getkey",
  "/bbgetkey", // BetterBypasser key: redirects to a provider by country tier
  "/resellers",
  "/reseller-tos",
  "/showcaser-tos",
  "/ugphone", // redirects to the cloud-phone partner with our referral
  "/servercodes", // ?code=
  "/executors", // which executors work now (live status.json)
  "/404",
] as const;

export type PagePath = (typeof pagePaths)[number];
