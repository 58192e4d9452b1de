import type { Config } from "@react-router/dev/config";
import { localizedPath } from "./app/i18n/locales.ts";
import { publishedLocales } from "./app/i18n/published.ts";

export default {
  // Every page is static: prerender each route to HTML at build time and ship no server bundle.
  ssr: false,
  // All static paths from app/routes.ts (every language), plus each language's catch-all rendered at
  // /404, /pt-br/404, … (the server answers a missing path with the closest one, status 404).
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...publishedLocales.map((locale) => localizedPath("/404", locale))];
  },
  // Opt in to React Router 8 behaviour now, so the upgrade (once Node >= 22.22) is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
