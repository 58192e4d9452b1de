/** A plain HTTP client for the server tests: the target goes out byte for byte (no URL normalisation). */
import http from "node:http";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  bytes: number;
}

export function request(
  base: string,
  target: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: target, method: options.method ?? "GET", headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: body.toString("latin1"),
            bytes: body.length,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}
