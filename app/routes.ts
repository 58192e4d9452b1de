import { type RouteConfig, index, route } from "@react-router/dev/routes";

// One line per URL of ../shared/SPEC.md section 2. Every static path is prerendered to HTML.
export default [
  index("routes/home.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("robux", "routes/robux.tsx"), // joke page; the intrusive behaviour is disabled
  route("discord", "routes/discord.tsx"), // redirects to the community invite
  route("joiner", "routes/joiner.tsx"), // ?PlaceId=&ServerId= → Roblox deep link
  route("getkey", "routes/getkey.tsx"),
  route("bbgetkey", "routes/bbgetkey.tsx"), // BetterBypasser key: redirects to a provider by country tier
  route("resellers", "routes/resellers.tsx"),
  route("reseller-tos", "routes/reseller-tos.tsx"),
  route("showcaser-tos", "routes/showcaser-tos.tsx"),
  route("ugphone", "routes/ugphone.tsx"), // redirects to the cloud-phone partner with our referral
  route("servercodes", "routes/servercodes.tsx"), // ?code=
  route("executors", "routes/executors.tsx"), // which executors work now (live status.json)
  route("*", "routes/not-found.tsx"), // catch-all, prerendered at /404 and served with status 404
] satisfies RouteConfig;
