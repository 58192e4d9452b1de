import mdx from "@mdx-js/rollup";
import cloudflare from "@astrojs/cloudflare";
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import { runnerImport, type Plugin } from "vite";
import { brand } from "./app/config/brand.ts";
import { checkSite, formatReport } from "./app/config/check-site.ts";
import { afterPaintEntry, bootScriptsPlugin } from "./scripts/boot-scripts.ts";
import { brandFiles } from "./scripts/brand-icons.ts";
import { islandBuildSettings, islandChunkGroups, islandFileName } from "./scripts/island-chunks.ts";
import { remarkSections } from "./scripts/remark-sections.ts";

// `npm run check`, unless `npm run build` has just run it (RIFT_CHECKED): a wrong configuration
// value, translation or status file stops dev or the build here, one line per problem.
if (!process.env.RIFT_CHECKED) {
  const loadModule = async (file: string) =>
    (await runnerImport<Record<string, unknown>>(file, { configFile: false })).module;
  const problems = await checkSite({ load: loadModule });
  if (problems.length) {
    console.error(formatReport(problems));
    process.exit(1);
  }
}

/** The brand images (scripts/brand-icons.ts) in dev; postbuild writes them into the build. */
function brandImages(): Plugin {
  let files: ReturnType<typeof brandFiles> | undefined;
  return {
    name: "rift:brand-images",
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const file = (await (files ??= brandFiles(brand))).get((request.url ?? "").split("?")[0]!.slice(1));
        if (!file) return next();
        response.setHeader("Content-Type", (request.url ?? "").includes(".svg") ? "image/svg+xml" : "image/png");
        response.end(file);
      });
    },
  };
}

/** `client:after-paint` (app/islands/after-paint.ts): islands that hydrate once the page has painted. */
const afterPaint: AstroIntegration = {
  name: "rift:after-paint",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) =>
      addClientDirective({ name: "after-paint", entrypoint: afterPaintEntry }),
  },
};

/**
 * The pages (app/pages/[...lang]/) prerendered into build/client ("/pt-br/getkey" →
 * pt-br/getkey/index.html), the islands' JavaScript in build/client/assets (scripts/island-chunks.ts).
 * RIFT_TARGET=cloudflare builds the on-demand routes for Cloudflare's Worker instead (build/cloudflare,
 * scripts/cloudflare.ts): the same sources, the status center on D1 (app/status-center/platform-cloudflare.ts).
 */
const edge = process.env.RIFT_TARGET === "cloudflare";
const platform = `${import.meta.dirname}/app/status-center/platform${edge ? "-cloudflare" : ""}.ts`;

export default defineConfig({
  srcDir: "./app",
  outDir: edge ? "./build/cloudflare" : "./build",
  output: "static",
  // The Worker's state is D1's; the admin keeps its sessions in the database on both engines.
  session: false,
  // The pages prerender in Node on both targets (the Worker serves the static host's copies of them).
  adapter: edge
    ? cloudflare({ imageService: "passthrough", prerenderEnvironment: "node" })
    : node({ mode: "middleware" }),
  // Each target its own caches: switching would otherwise optimise the dependencies again each time.
  cacheDir: `./node_modules/.astro${edge ? "-cloudflare" : ""}`,
  // The stylesheet inside every page: the first paint needs nothing but the HTML (decision 0005).
  build: { format: "directory", assets: "assets", inlineStylesheets: "always", client: "./client", server: "./server" },
  devToolbar: { enabled: false },
  // app/middleware.ts checks a form's Origin against ADMIN_ORIGIN; Astro's own check compares it with the URL
  // the server sees, plain http behind a TLS proxy, and would refuse every form (without the admin's headers).
  security: { checkOrigin: false },
  integrations: [react(), afterPaint],
  vite: {
    plugins: [
      // The on-demand routes' server bundle carries what it imports: a production install has no Astro (in
      // dev, the packages load as they are: bundled, a CommonJS one would fail).
      {
        name: "rift:bundle-server",
        config: (_, { command }) => (command === "build" ? { ssr: { noExternal: true } } : {}),
      },
      { enforce: "pre", ...mdx({ remarkPlugins: [remarkSections] }) },
      tailwindcss(),
      brandImages(),
      bootScriptsPlugin(),
      islandBuildSettings,
    ],
    cacheDir: `./node_modules/.vite${edge ? "-cloudflare" : ""}`,
    // lucide-react's icons get app/islands/lucide-icon.ts as their `createLucideIcon` (decision 0012); the status
    // center comes from the engine the target has.
    resolve: {
      alias: {
        "../createLucideIcon.mjs": `${import.meta.dirname}/app/islands/lucide-icon.ts`,
        "~/status-center/platform": platform,
      },
    },
    build: { rolldownOptions: { checks: { pluginTimings: false, bundlerTimings: false } } },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: { groups: islandChunkGroups() },
              entryFileNames: islandFileName,
              chunkFileNames: islandFileName,
            },
          },
        },
      },
    },
  },
});
