import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, runnerImport, type Plugin } from "vite";
import { brand } from "./app/config/brand.ts";
import { checkSite, formatReport } from "./app/config/check.ts";
import { markPath } from "./app/lib/brand-art.ts";
import { brandFiles } from "./scripts/brand-icons.ts";
import { remarkSections } from "./scripts/remark-sections.ts";

// `npm run check`: a wrong configuration value, translation or status file stops dev (and a build
// started without scripts/build.ts) here, one line per problem and no stack trace. scripts/build.ts
// has run the same check just before and says so with RIFT_CHECKED.
if (!process.env.RIFT_CHECKED) {
  const loadModule = async (file: string) => (await runnerImport<Record<string, unknown>>(file, { configFile: false })).module;
  const problems = await checkSite({ load: loadModule });
  if (problems.length) {
    console.error(formatReport(problems));
    process.exit(1);
  }
}

/**
 * favicon.svg, the PNG icons and the share image from the configuration (scripts/brand-icons.ts):
 * written into the client build, served by the dev server. Not files in public/, so a rename
 * renames them.
 */
function brandImages(): Plugin {
  let files: ReturnType<typeof brandFiles> | undefined;
  const made = () => (files ??= brandFiles(brand));
  return {
    name: "rift:brand-images",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = made().get((request.url ?? "").split("?")[0]!.slice(1));
        if (!file) return next();
        response.setHeader("Content-Type", (request.url ?? "").includes(".svg") ? "image/svg+xml" : "image/png");
        response.end(file);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [fileName, source] of made()) this.emitFile({ type: "asset", fileName, source });
    },
  };
}

export default defineConfig({
  plugins: [{ enforce: "pre", ...mdx({ remarkPlugins: [remarkSections] }) }, tailwindcss(), reactRouter(), brandImages()],
  // The logo mark's path, drawn from brand.name once here (app/components/brand-mark.tsx).
  define: { BRAND_MARK_PATH: JSON.stringify(markPath(brand.name)) },
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      checks: {
        // Timing advice for plugin authors, printed on every build.
        pluginTimings: false,
        bundlerTimings: false,
        // The server build imports every route module statically (it prerenders them all), so
        // root.tsx's dynamic import of the English route cannot split; nothing else is built from it.
        ineffectiveDynamicImport: false,
      },
    },
  },
});
