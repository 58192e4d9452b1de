/**
 * Runs Debian's nginx in the foreground with deploy/nginx.conf against build/client: for the
 * Playwright "nginx" project (run as a script, see playwright.config.ts) and for the request-case
 * test (server/request-cases.test.ts, through `startNginx`). Its config, pid, logs and temp files
 * live in a temporary prefix directory, removed on exit.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildRoot, deployBuildDir } from "../scripts/build-manifest.ts";
import { nginxConf } from "../scripts/deploy/nginx.ts";
import { answers } from "./wrangler-server.ts";

export const nginxBinary = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"].find((path) =>
  existsSync(path),
);

/** Debian's brotli_static module (libnginx-mod-http-brotli-static), which deploy/nginx.conf uses. */
const brotliModule = ["/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"].find((path) => existsSync(path));

/** nginx and the module deploy/nginx.conf needs, and how to get them on Debian. */
export const nginxAvailable = Boolean(nginxBinary && brotliModule);
export const nginxInstall = "apt-get install nginx-light libnginx-mod-http-brotli-static";

function mimeTypes() {
  for (const path of ["/etc/nginx/mime.types", "/usr/local/nginx/conf/mime.types"])
    if (existsSync(path)) return `include ${path};`;
  return "types { text/html html; text/css css; application/javascript js; image/svg+xml svg; image/png png; application/json json; application/manifest+json webmanifest; application/xml xml; text/plain txt; }";
}

export interface RunningNginx {
  child: ChildProcess;
  prefix: string;
  /** Resolves once nginx answers a request for / (any status); rejects after `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>;
  /** Stops nginx (SIGQUIT, a graceful stop) and removes its prefix directory. */
  stop(): Promise<void>;
}

/** Starts nginx on 127.0.0.1:`port`; `ready()` waits until it answers. */
export function startNginx(port: number, stdio: "inherit" | "ignore" = "inherit", workers = 1): RunningNginx {
  if (!nginxBinary) throw new Error("nginx is not installed");
  const prefix = mkdtempSync(join(tmpdir(), "rift-nginx-"));
  const site = nginxConf({
    root: buildRoot,
    pages: join(deployBuildDir, "nginx-pages.conf"),
    listen: `127.0.0.1:${port}`,
  });
  if (!brotliModule)
    throw new Error("nginx's brotli_static module is missing: apt-get install libnginx-mod-http-brotli-static");
  const conf = `# Test harness around deploy/nginx.conf.
load_module ${brotliModule};
daemon off;
worker_processes ${workers};
${process.getuid?.() === 0 ? "user root;" : ""}
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections ${Math.max(256, 128 * workers)}; }
http {
    ${mimeTypes()}
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
${site}
}
`;
  writeFileSync(join(prefix, "nginx.conf"), conf);
  const child = spawn(nginxBinary, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", join(prefix, "error.log")], {
    stdio,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    prefix,
    async ready(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!(await answers(port))) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`nginx did not answer on port ${port} (see ${join(prefix, "error.log")})`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function main() {
  const port = Number(process.env.NGINX_PORT ?? "4214");
  const nginx = startNginx(port);
  console.log(`nginx-server: serving ${buildRoot} at http://127.0.0.1:${port} (prefix ${nginx.prefix})`);
  const stop = () => void nginx.stop();
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  nginx.child.on("exit", (code) => {
    rmSync(nginx.prefix, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}

if (process.argv[1] === import.meta.filename) main();
