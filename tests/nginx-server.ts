/**
 * Runs Debian's nginx in the foreground with deploy/nginx.conf against build/client, for the
 * Playwright "nginx" project (see playwright.config.ts). Its config, pid, logs and temp files
 * live in a temporary prefix directory, removed on exit.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildRoot, deployBuildDir } from "../scripts/build-manifest.ts";
import { nginxConf } from "../scripts/deploy-configs.ts";

export const nginxBinary = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"].find((path) => existsSync(path));

function mimeTypes() {
  for (const path of ["/etc/nginx/mime.types", "/usr/local/nginx/conf/mime.types"]) if (existsSync(path)) return `include ${path};`;
  return "types { text/html html; text/css css; application/javascript js; image/svg+xml svg; image/png png; application/json json; application/manifest+json webmanifest; application/xml xml; text/plain txt; }";
}

function main() {
  const port = process.env.NGINX_PORT ?? "4214";
  if (!nginxBinary) throw new Error("nginx is not installed");
  const prefix = mkdtempSync(join(tmpdir(), "rift-nginx-"));
  const site = nginxConf({ root: buildRoot, cspMap: join(deployBuildDir, "nginx-csp-map.conf"), listen: `127.0.0.1:${port}` });
  const conf = `# Test harness around deploy/nginx.conf.
daemon off;
worker_processes 1;
${process.getuid?.() === 0 ? "user root;" : ""}
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
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
  const child = spawn(nginxBinary, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", join(prefix, "error.log")], { stdio: "inherit" });
  console.log(`nginx-server: serving ${buildRoot} at http://127.0.0.1:${port} (prefix ${prefix})`);
  const stop = () => child.kill("SIGQUIT");
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  child.on("exit", (code) => {
    rmSync(prefix, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}

if (process.argv[1] === import.meta.filename) main();
