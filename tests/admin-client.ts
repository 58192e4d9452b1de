/**
 * The status admin over plain HTTP, for the built-server tests of issue 28 (server/status-*.test.ts,
 * server/admin-*.test.ts, server/abuse-admin.test.ts): the compiled server on `localhost` with its own
 * DATA_DIR and ADMIN_ORIGIN, the CLIs on the same settings, an operator signed in without a browser, and
 * form posts as the admin page sends them (app/status-center/admin.ts adminForm).
 *
 * Signing in: the invite comes from the CLI (`npm run admin -- invite`); its link is used over HTTP as the
 * admin's page uses it (/admin/passkey/options, then /verify) with a software passkey (tests/soft-passkey.ts;
 * tests/e2e/admin.spec.ts covers the ceremony in Chromium with its virtual authenticator).
 */
import { execFile } from "node:child_process";
import http from "node:http";
import { mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "../scripts/build-manifest.ts";
import { openDatabase } from "../app/status-center/database.ts";
import { sessionCookie } from "../app/status-center/admin.ts";
import { SoftPasskey } from "./soft-passkey.ts";
import { freePort, startServer, type RunningServer } from "./server-process.ts";
import { startWrangler } from "./wrangler-server.ts";

export interface AdminServer {
  server: RunningServer;
  /** ADMIN_ORIGIN: http://localhost:<port>. */
  origin: string;
  dataDir: string;
  /** The settings the server and its CLIs share. */
  env: Record<string, string>;
  /** What the CLIs need on their command line to act on this server's database ("--cloudflare" at the edge). */
  flags?: string[];
}

/**
 * The Worker in `wrangler dev` (tests/wrangler-server.ts) as an admin server: ADMIN_ORIGIN on localhost, its local
 * D1 in its own DATA_DIR, the CLIs with --cloudflare on it. `vars`: more of the Worker's settings.
 */
export async function cloudflareAdminServer(vars: Record<string, string> = {}): Promise<AdminServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "rift-admin-edge-"));
  const origin = `http://localhost:${port}`;
  const wrangler = await startWrangler(port, { dataDir, vars: { ADMIN_ORIGIN: origin, ...vars } });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    wrangler.child.once("exit", (code, signal) => done({ code, signal })),
  );
  const server = {
    ...wrangler,
    base: `http://127.0.0.1:${port}`,
    exited,
    stop: () => wrangler.stop().then(() => exited),
  };
  return {
    server,
    origin,
    dataDir,
    env: { DATA_DIR: dataDir, ADMIN_ORIGIN: origin, ...vars },
    flags: ["--cloudflare"],
  };
}

/** The compiled server on a port of its own, ADMIN_ORIGIN on localhost, its own DATA_DIR (or `env`'s). */
export async function adminServer(env: Record<string, string> = {}): Promise<AdminServer> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const all = {
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), "rift-admin-http-")),
    ADMIN_ORIGIN: origin,
    ...env,
  };
  return { server: await startServer(all), origin, dataDir: all.DATA_DIR, env: all };
}

/**
 * A clock the test moves (tests/shifted-clock.ts): `env` starts the server and its CLIs on it, `forward`
 * moves it for all of them at once. It starts at the real time and runs on from there as the real one does.
 */
export function shiftedClock() {
  const file = join(mkdtempSync(join(tmpdir(), "rift-clock-")), "shift");
  let shift = 0;
  // Written whole under another name, then renamed: a process reading it sees the old value or the new one.
  const write = () => {
    writeFileSync(`${file}.next`, String(shift));
    renameSync(`${file}.next`, file);
  };
  write();
  const clock = pathToFileURL(join(projectRoot, "tests", "shifted-clock.ts")).href;
  return {
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${clock}`.trim(), CLOCK_SHIFT_FILE: file },
    forward(ms: number) {
      shift += ms;
      write();
    },
  };
}

/** Starts the server again on the same settings (same port, DATA_DIR and origin). */
export async function restart(admin: AdminServer): Promise<AdminServer> {
  return { ...admin, server: await startServer(admin.env) };
}

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- …` or `npm run status -- …` (their compiled entries) with `env` on top of ours. */
export function cli(
  script: "admin" | "status",
  args: string[],
  env: Record<string, string>,
): Promise<CliRun> & { kill(): void } {
  let kill = () => {};
  const run = new Promise<CliRun>((resolve) => {
    const child = execFile(
      process.execPath,
      [join(projectRoot, "build", "server", `${script}.js`), ...args],
      { cwd: projectRoot, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === "number" ? error.code : null) : 0,
          signal: child.signalCode,
          stdout,
          stderr,
        }),
    );
    kill = () => void child.kill("SIGKILL");
  });
  return Object.assign(run, { kill: () => kill() });
}

/** The value of the session cookie a Set-Cookie header sets (undefined: none set). */
export const sessionFrom = (answer: Answer) =>
  ([answer.headers["set-cookie"] ?? []].flat().find((line) => line.startsWith(`${sessionCookie}=`)) ?? "")
    .split(";")[0]!
    .slice(sessionCookie.length + 1) || undefined;

/**
 * An invite from the CLI, used over HTTP as the admin's page does it (options, then verify) with a
 * software passkey: the verify answer, the passkey (to sign in again) and the session cookie's value.
 */
export async function register(admin: AdminServer, name: string) {
  const invited = await cli("admin", ["invite", name, ...(admin.flags ?? [])], admin.env);
  const link = invited.stdout.trim();
  if (invited.code !== 0 || !link.startsWith(`${admin.origin}/admin/invite/`))
    throw new Error(`npm run admin -- invite: ${invited.stdout}${invited.stderr}`);
  const token = link.split("/").pop()!;
  const passkey = new SoftPasskey(admin.origin);
  const options = await send(admin, "/admin/passkey/options", { json: { ceremony: "register", token } });
  if (options.status !== 200) throw new Error(`registration options: ${options.status} ${options.body}`);
  const { options: publicKey, challengeId } = JSON.parse(options.body);
  const verify = await send(admin, "/admin/passkey/verify", {
    json: { ceremony: "register", token, challengeId, response: passkey.create(publicKey) },
  });
  return { link, token, passkey, verify, cookie: sessionFrom(verify) };
}

/** Signs in again with a passkey registered before: the verify answer and the new session cookie's value. */
export async function passkeySignIn(admin: AdminServer, passkey: SoftPasskey) {
  const options = await send(admin, "/admin/passkey/options", { json: { ceremony: "sign-in" } });
  if (options.status !== 200) throw new Error(`sign-in options: ${options.status} ${options.body}`);
  const { options: publicKey, challengeId } = JSON.parse(options.body);
  const verify = await send(admin, "/admin/passkey/verify", {
    json: { ceremony: "sign-in", challengeId, response: passkey.get(publicKey) },
  });
  return { verify, cookie: sessionFrom(verify) };
}

/** An operator invited and signed in over HTTP: the session cookie's value. */
export async function signIn(admin: AdminServer, name: string): Promise<string> {
  const { verify, cookie } = await register(admin, name);
  if (verify.status !== 200 || !cookie) throw new Error(`passkey verify: ${verify.status} ${verify.body}`);
  return cookie;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The raw header lines as sent (name, value, name, value…). */
  rawHeaders: string[];
  body: string;
}

/**
 * One request to the server as a browser on ADMIN_ORIGIN sends it (Host: localhost:<port>), on a fresh
 * connection. `origin: undefined` in options leaves the Origin header out; the default is ADMIN_ORIGIN. A form
 * post the admin answers with 303 is followed as a browser does (GET, with the cookie it set): the answer is
 * that page's, `redirected` the 303's.
 */
export async function send(
  admin: AdminServer,
  path: string,
  options: Parameters<typeof sendOnce>[2] = {},
): Promise<Answer & { redirected?: Answer }> {
  const answer = await sendOnce(admin, path, options);
  if (answer.status !== 303 || !options.form) return answer;
  const done = [answer.headers["set-cookie"] ?? []].flat().map((line) => line.split(";")[0]!);
  const cookies = [...(options.cookie ? [`${sessionCookie}=${options.cookie}`] : []), ...done];
  const page = await sendOnce(admin, answer.headers.location!, { headers: { Cookie: cookies.join("; ") } });
  return { ...page, redirected: answer };
}

function sendOnce(
  admin: AdminServer,
  path: string,
  options: {
    method?: string;
    origin?: string | null;
    cookie?: string;
    form?: Record<string, string> | URLSearchParams;
    json?: unknown;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** The loopback address the request comes from (127.0.0.2…): another client to the server. */
    from?: string;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Host: new URL(admin.origin).host, ...options.headers };
  const origin = "origin" in options ? options.origin : admin.origin;
  if (origin !== undefined && origin !== null) headers.Origin = origin;
  if (options.cookie) headers.Cookie = `${sessionCookie}=${options.cookie}`;
  let body = options.body;
  if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers["Content-Type"] = "application/json";
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: admin.server.port,
        path,
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        agent: false,
        localAddress: options.from,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The form the admin page sends to save one subject. */
export const saveForm = (kind: string, key: string, status: string, note: string, version: number | string) => ({
  intent: "save",
  kind,
  key,
  status,
  note,
  version: String(version),
});

/** The version a signed-in admin page gives the form of `kind`/`key` (what the next save is based on). */
export function formVersion(html: string, kind: string, key: string): number | undefined {
  const found = new RegExp(
    `name="kind" value="${kind}"/?><input type="hidden" name="key" value="${key}"/?><input type="hidden" name="version" value="(\\d+)"`,
  ).exec(html);
  return found ? Number(found[1]) : undefined;
}

/** Every change in the audit log (the database's change table), oldest first. */
export function auditLog(dataDir: string) {
  const database = openDatabase(dataDir);
  try {
    return database.db
      .prepare("SELECT id, actor, kind, key, after_status AS status, after_note AS note FROM change ORDER BY id")
      .all() as { id: number; actor: string; kind: string; key: string; status: string | null; note: string | null }[];
  } finally {
    database.close();
  }
}

/** Who the admin page says is signed in (undefined: the sign-in page). */
export const signedInAs = (html: string) => /Signed in as (?:<!-- -->)?([^<]+)</.exec(html)?.[1];

/** The page's outcome message: role="alert" (refused) or <output> (done), as text. */
export function outcome(html: string): string | undefined {
  const found = /<(?:p role="alert"[^>]*|output[^>]*)>([^<]+)<\/(?:p|output)>/.exec(html);
  return found?.[1];
}
