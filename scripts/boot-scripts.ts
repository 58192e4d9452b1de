/**
 * The inline scripts the project wrote, as the build makes them: the boot scripts (scripts/boot-compile.ts) and
 * Astro's own (the island runtime, the client directives' scripts). Their SHA-256 hashes are the
 * one list every page's Content-Security-Policy allows, on every engine and host (decision 0024): computed from
 * these sources, never from a page's content. Pages get the scripts through `virtual:boot-scripts`.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import islandRuntime from "astro/runtime/server/astro-island.prebuilt.js";
import loadDirective from "astro/runtime/client/load.prebuilt.js";
import { build as esbuild } from "esbuild";
import { compileBootScripts, root, type BootScripts } from "./boot-compile.ts";
import type { Plugin } from "vite";

/** `client:after-paint`'s entry (astro.config.ts adds it). */
export const afterPaintEntry = join(root, "app", "islands", "after-paint.ts");

export const scriptHash = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/**
 * `client:after-paint`'s script, compiled as Astro compiles an added directive (astro/dist/core/client-directive/
 * build.js, with the esbuild it uses): the same bytes it writes into pages.
 */
async function afterPaintDirective(): Promise<string> {
  const { outputFiles } = await esbuild({
    stdin: {
      contents: `import directive from ${JSON.stringify(afterPaintEntry)};

(self.Astro || (self.Astro = {}))["after-paint"] = directive;

window.dispatchEvent(new Event('astro:' + "after-paint"));`,
      resolveDir: root,
    },
    absWorkingDir: root,
    format: "iife",
    minify: true,
    bundle: true,
    write: false,
  });
  return outputFiles[0]!.text;
}

/** The boot scripts and the hashes of every inline script the project's pages may carry. */
export async function projectScripts(): Promise<{ bootScripts: BootScripts; scriptHashes: string[] }> {
  const bootScripts = await compileBootScripts();
  // Astro's inline scripts: its island runtime, and the scripts of the directives the pages use.
  const astroScripts = [islandRuntime, loadDirective, await afterPaintDirective()];
  const scriptHashes = [...Object.values(bootScripts), ...astroScripts].map(scriptHash);
  return { bootScripts, scriptHashes: [...new Set(scriptHashes)] };
}

const moduleId = "virtual:boot-scripts";

/**
 * `virtual:boot-scripts` for the server's rendering (the browser's build gets no script text), compiled once per
 * process: `astro dev` shows an edited boot script after a restart.
 */
export function bootScriptsPlugin(): Plugin {
  let made: ReturnType<typeof projectScripts> | undefined;
  return {
    name: "boot-scripts",
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : null),
    async load(id) {
      if (id !== `\0${moduleId}`) return null;
      const { bootScripts, scriptHashes } = await (made ??= projectScripts());
      const client = this.environment?.name === "client";
      return [
        `export const bootScripts = ${JSON.stringify(client ? {} : bootScripts)};`,
        `export const scriptHashes = ${JSON.stringify(scriptHashes)};`,
      ].join("\n");
    },
  };
}
