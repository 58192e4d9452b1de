/**
 * What a test group needs before it can say anything: the production build, or a tool written by
 * others (nginx, slowhttptest, systemd-analyze). A missing build always fails the group. A missing
 * tool fails it under CI (`CI` set, as `.ci/run` runs), and elsewhere skips it with a line that says
 * how to install it, so a contributor without the tool can still run the rest.
 */

/**
 * Whether a group that needs `tool` runs: true when it is installed. Missing under CI: throws, so the
 * group fails. Missing elsewhere: warns with `install` and returns false (the caller skips the group).
 */
export function toolAvailable(tool: string, installed: boolean, install: string): boolean {
  if (installed) return true;
  const message = `${tool} is not installed (${install})`;
  if (process.env.CI) throw new Error(`${message}: CI needs it; .ci/run installs it.`);
  console.warn(`${message}: skipping the tests that need it.`);
  return false;
}

/** Why a file that needs the production build cannot run. */
export function missingBuild(testFile: string): string {
  return `${testFile}: build/ is missing or incomplete: run \`npm run build\` first (\`npm run test:all\` does).`;
}
