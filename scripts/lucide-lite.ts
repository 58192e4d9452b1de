import { join } from "node:path";
import type { Plugin } from "vite";

/** In the browser's build only, lucide-react's icons get app/islands/lucide-icon.ts as their `createLucideIcon`. */
export function lucideLite(): Plugin {
  const replacement = join(import.meta.dirname, "..", "app", "islands", "lucide-icon.ts");
  return {
    name: "rift:lucide-lite",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      if (
        source === "../createLucideIcon.mjs" &&
        importer &&
        /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
      )
        return replacement;
      return null;
    },
  };
}
