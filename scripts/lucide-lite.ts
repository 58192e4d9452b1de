import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * A Vite plugin for the browser's build: lucide-react's icon modules get app/islands/lucide-icon.ts
 * as their `createLucideIcon` (same <svg>, a fraction of the bytes). The prerender keeps lucide-react.
 */
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
