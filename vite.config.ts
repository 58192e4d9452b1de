import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, runnerImport } from "vite";
import { validateSiteConfig } from "./app/config/schema.ts";
import { site } from "./app/config/site.ts";
import { readStatusFile, statusVocabulary } from "./app/config/status-file.ts";
import { checkMessageFiles } from "./app/i18n/check-messages.ts";
import { checkOperatorTranslations } from "./app/config/check-translations.ts";
import { brand, partnerBanner, stats } from "./app/config/brand.ts";
import { getKey, resellers } from "./app/config/key-flow.ts";
import { en } from "./app/i18n/messages/en.ts";
import { enPages } from "./app/i18n/messages/pages/en.ts";
import { prerenderOnlyMessages } from "./scripts/prerender-only-messages.ts";
import { remarkSections } from "./scripts/remark-sections.ts";

// A wrong configuration value stops dev and build here, with a message naming the field.
validateSiteConfig(site);
// The same for the live status file the pages are prerendered with (one line per problem).
readStatusFile("public/status.json", statusVocabulary(site));
// Every translation in app/i18n/messages/ has exactly the keys of en.ts (one line per missing or extra key).
const loadModule = async (file: string) => (await runnerImport<Record<string, unknown>>(file, { configFile: false })).module;
// Every translation has English's keys, and no message types the hub's names (they are values).
const brandNames = [brand.name, brand.premiumName];
await checkMessageFiles("app/i18n/messages", en, loadModule, "messages", brandNames);
await checkMessageFiles("app/i18n/messages/pages", enPages, loadModule, "messages/pages", brandNames);
// The operator's texts in other languages: named by a language code, only texts the configuration has.
await checkOperatorTranslations("app/config/translations", { brand, stats, partnerBanner, getKey, resellers }, loadModule);

export default defineConfig({
  plugins: [{ enforce: "pre", ...mdx({ remarkPlugins: [remarkSections] }) }, tailwindcss(), reactRouter(), prerenderOnlyMessages()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks for the first screen: the framework in one file, the UI
        // primitives in another (saves about 1.5 KB gzip of per-chunk overhead on the landing page).
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
            {
              name: "ui",
              test: /app[\\/](components[\\/](ui[\\/]|brand-mark|site-link|inline-script|notify|page-shell|site-header|site-footer|use-hydrated|locale-layout)|lib[\\/](clipboard|constants|copy-messages|meta|route-handle)|i18n[\\/](locales|locale-handle|messages-context)|config[\\/]page-meta)|lucide-react[\\/]dist[\\/]esm[\\/](Icon|context|createLucideIcon|defaultAttributes|shared)/,
            },
          ],
        },
      },
    },
  },
});
