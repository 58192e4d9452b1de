/**
 * Runs a boot script as the build compiled it (scripts/boot-scripts.ts) where it stands in the test's page (Vitest's
 * jsdom environment, which runs scripts): its page at `path` with `body`, its element with `data` as data- attributes.
 * Returns what it logged (scripts run in the page's own realm, with a console of its own).
 */
import { compileBootScript, type BootName } from "../scripts/boot-compile.ts";

const compiled = new Map<BootName, Promise<string>>();

export async function runBootScript(name: BootName, path: string, body = "", data: Record<string, string> = {}) {
  if (!compiled.has(name)) compiled.set(name, compileBootScript(name));
  const code = await compiled.get(name)!;
  window.history.replaceState(null, "", path);
  document.body.innerHTML = body;
  const recorder = document.createElement("script");
  recorder.textContent = `document.logged = []; for (const level of ["log", "error"]) console[level] = (...args) => document.logged.push([level, ...args]);`;
  document.body.append(recorder);
  const script = document.createElement("script");
  for (const [key, value] of Object.entries(data)) script.setAttribute(`data-${key}`, value);
  script.textContent = code;
  document.body.append(script);
  return (document as Document & { logged: string[][] }).logged;
}
