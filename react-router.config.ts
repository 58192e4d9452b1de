import type { Config } from "@react-router/dev/config";

export default {
  // Every page is static: prerender each route to HTML at build time and ship no server bundle.
  ssr: false,
  // All static paths from app/routes.ts, plus the catch-all rendered at /404 (build/client/404/index.html).
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
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
