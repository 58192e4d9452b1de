/**
 * `npm run bench`, the status center on update day:
 * - the live routes (every page that shows a status, the feed, the status file) beside a prerendered page of the
 *   same server, in one run, 50 connections each, br/gzip: requests per second and p99, and their ratios to the page's;
 * - an operator's save (POST /admin) alone, under a flood of anonymous sign-in ceremonies and under a flood of push
 *   subscriptions from many clients (TRUST_PROXY, a different X-Forwarded-For each): p50 and p99 of the saves;
 * - the Cloudflare preview (wrangler dev, D1) beside the Node server: /status, /status.json, a save and
 *   the page mix, on this machine (wrangler dev is a development server: the figures compare, they do not predict
 *   Cloudflare's edge).
 */
import autocannon from "autocannon";
import { adminServer, cloudflareAdminServer, formVersion, saveForm, send, signIn } from "../tests/admin-client.ts";
import { loadFigures } from "./bench-abuse.ts";
import { pushService } from "../tests/push-service.ts";
import { freePort } from "../tests/server-process.ts";

const headers = { "accept-encoding": "br, gzip" };

async function load(base: string, path: string, duration: number) {
  return loadFigures(await autocannon({ url: `${base}${path}`, connections: 50, duration, headers }));
}

/** Each live route and a prerendered page, 6 s each after 2 s of warm-up. */
export async function runLiveBesidePage(base: string, page = "/terms") {
  const paths = [
    page,
    "/",
    "/th",
    "/executors",
    "/games/fisch",
    "/status",
    "/pt-br/status",
    "/ar/status",
    "/status.json",
    "/status.atom",
  ];
  const figures = [];
  for (const path of paths) {
    await load(base, path, 2);
    figures.push({ path, ...(await load(base, path, 6)) });
  }
  const file = figures[0]!;
  return figures.map(({ path, requestsPerSecond, latencyP99Ms, non2xx, errors }) => ({
    path,
    "requests/s": requestsPerSecond,
    "p99 ms": latencyP99Ms,
    "× page's requests/s": Number((requestsPerSecond / file.requestsPerSecond).toFixed(2)),
    "× page's p99": Number((latencyP99Ms / Math.max(1, file.latencyP99Ms)).toFixed(2)),
    non2xx,
    errors,
  }));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** An operator's saves on a server of their own, alone and while 1,000 clients ask for sign-in options. */
export async function runSaveUnderFlood(saves = 40) {
  const push = pushService(await freePort());
  await push.listen();
  const admin = await adminServer({ TRUST_PROXY: "loopback", PUSH_ENDPOINTS: push.origin });
  try {
    const cookie = await signIn(admin, "Bench");
    const timeSaves = async () => {
      const times: number[] = [];
      for (let i = 0; i < saves; i++) {
        const version = formVersion((await send(admin, "/admin", { cookie })).body, "game", "fisch")!;
        const started = performance.now();
        const form = saveForm("game", "fisch", i % 2 ? "down" : "degraded", `bench ${i}`, version);
        const answer = await send(admin, "/admin", { cookie, form });
        if (answer.redirected?.status !== 303) throw new Error(`bench: a save answered ${answer.status}`);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b);
    };
    const alone = await timeSaves();
    // The same number of connections loading a page: what any flood costs a save on two cores.
    const pages = autocannon({ url: `${admin.server.base}/terms`, connections: 50, duration: 60, headers });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const paged = await timeSaves();
    pages.stop();
    const pageFigures = loadFigures(await pages);
    // 1,000 clients (a different X-Forwarded-For each), each asking as fast as it is answered.
    const flood = async (path: string, body: (client: number, request: number) => unknown) => {
      let request = 0;
      const run = autocannon({
        url: `${admin.server.base}${path}`,
        connections: 50,
        duration: 60,
        requests: Array.from({ length: 1000 }, (_, i) => ({
          method: "POST" as const,
          headers: {
            "content-type": "application/json",
            origin: admin.origin,
            host: new URL(admin.origin).host,
            "x-forwarded-for": `198.51.${Math.floor(i / 250)}.${i % 250}`,
          },
          setupRequest: (each: object) => ({ ...each, body: JSON.stringify(body(i, request++)) }),
        })),
      });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const times = await timeSaves();
      run.stop();
      return { times, figures: loadFigures(await run) };
    };
    const ceremonies = await flood("/admin/passkey/options", () => ({ ceremony: "sign-in" }));
    // Subscriptions to Fisch, whose every save then owes each of them a push (to the local push service).
    const { keys } = push.subscription("bench");
    const subscriptions = await flood("/push/subscribe", (client, request) => ({
      endpoint: `${push.origin}/bench-${client}-${request}`,
      keys,
      game: "fisch",
      locale: "en",
    }));
    const row = (when: string, times: number[]) => ({
      saves: when,
      "p50 ms": Number(percentile(times, 0.5).toFixed(1)),
      "p99 ms": Number(percentile(times, 0.99).toFixed(1)),
    });
    return {
      saves: [
        row("alone", alone),
        row("while 50 connections load /terms", paged),
        row("under the flood of sign-in options", ceremonies.times),
        row("under a flood of push subscriptions", subscriptions.times),
      ],
      flood: {
        "page requests/s": pageFigures.requestsPerSecond,
        "ceremony requests/s": ceremonies.figures.requestsPerSecond,
        "subscribe requests/s": subscriptions.figures.requestsPerSecond,
        "pushes delivered": push.delivered.length,
        non2xx: ceremonies.figures.non2xx,
      },
    };
  } finally {
    await admin.server.stop();
    await push.close();
  }
}

/** The Cloudflare preview (the Worker and D1 in wrangler dev) beside the Node server, on the same machine and data. */
export async function runEdgeBesideNode(pageMix: readonly string[]) {
  const rows = [];
  for (const [engine, start] of [
    ["Node server", () => adminServer()],
    ["Cloudflare preview", () => cloudflareAdminServer()],
  ] as const) {
    const admin = await start();
    try {
      const cookie = await signIn(admin, "Bench");
      const times: number[] = [];
      for (let i = 0; i < 30; i++) {
        const version = formVersion((await send(admin, "/admin", { cookie })).body, "game", "fisch")!;
        const started = performance.now();
        await send(admin, "/admin", {
          cookie,
          form: saveForm("game", "fisch", i % 2 ? "down" : "degraded", `bench ${i}`, version),
        });
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const base = admin.server.base;
      const figures = async (paths: readonly string[]) => {
        const requests = paths.map((path) => ({ method: "GET" as const, path, headers }));
        await autocannon({ url: base, connections: 50, duration: 2, requests });
        return loadFigures(await autocannon({ url: base, connections: 50, duration: 6, requests }));
      };
      const [status, json, mix] = [await figures(["/status"]), await figures(["/status.json"]), await figures(pageMix)];
      rows.push({
        engine,
        "/status req/s": status.requestsPerSecond,
        "/status p50/p99 ms": `${status.latencyP50Ms}/${status.latencyP99Ms}`,
        "/status.json req/s": json.requestsPerSecond,
        "/status.json p50/p99 ms": `${json.latencyP50Ms}/${json.latencyP99Ms}`,
        "a save p50/p99 ms": `${percentile(times, 0.5).toFixed(1)}/${percentile(times, 0.99).toFixed(1)}`,
        "page mix req/s": mix.requestsPerSecond,
        "page mix p99 ms": mix.latencyP99Ms,
        "non-2xx": status.non2xx + json.non2xx + mix.non2xx,
      });
    } finally {
      await admin.server.stop();
    }
  }
  return rows;
}
