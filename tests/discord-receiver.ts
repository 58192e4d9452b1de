/** A stand-in for Discord's webhook endpoint on localhost, for the status center's Discord tests. */
import http from "node:http";

export interface Received {
  at: number;
  method: string;
  path: string;
  type: string | undefined;
  body: string;
  answered?: number;
}

/** A stand-in for Discord's webhook endpoint: records every request; answers as `mode` says. */
export function receiver(port: number) {
  const received: Received[] = [];
  const held: http.ServerResponse[] = [];
  const state = { mode: "ok" as "ok" | "429 once" | "hang" };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const entry: Received = {
        at: Date.now(),
        method: req.method ?? "",
        path: req.url ?? "",
        type: req.headers["content-type"],
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(entry);
      if (state.mode === "hang") return void held.push(res);
      if (state.mode === "429 once") {
        state.mode = "ok";
        entry.answered = 429;
        res.writeHead(429, { "Content-Type": "application/json", "Retry-After": "1" });
        return void res.end(
          JSON.stringify({ message: "You are being rate limited.", retry_after: 0.6, global: false }),
        );
      }
      entry.answered = 204;
      res.writeHead(204).end();
    });
  });
  return {
    received,
    state,
    url: `http://localhost:${port}/hook`,
    listen: () => new Promise<void>((resolve) => server.listen(port, resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    held,
  };
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `count()` reaches `n` (at most 15 s), then a second more to see that no other one comes. */
export async function exactly(count: () => number, n: number) {
  for (let i = 0; i < 150 && count() < n; i++) await wait(100);
  await wait(1000);
  return count();
}
