import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { postBudgets, postWebhook, webhookMessage, webhookUrl } from "./discord.ts";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A local Discord: answers each POST with the next of `answers`, records what it received and when. */
async function receiver(answers: ((response: ServerResponse) => void)[]) {
  const received: { body: unknown; at: number; type?: string }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      received.push({ body: JSON.parse(text), at: Date.now(), type: request.headers["content-type"] });
      (answers.shift() ?? ((r) => r.writeHead(204).end()))(response);
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { url: new URL(`http://localhost:${(server.address() as AddressInfo).port}/api/webhooks/1/abc`), received };
}

const change = {
  id: 7,
  at: Date.parse("2026-11-26T14:05:00Z"),
  actor: "Ana",
  kind: "game" as const,
  key: "fisch",
  after: { status: "down", note: "@everyone <b>patched</b>" },
};

describe("webhookUrl", () => {
  it("takes https anywhere and http on localhost only", () => {
    expect(webhookUrl(undefined)).toBeUndefined();
    expect(webhookUrl("")).toBeUndefined();
    expect(webhookUrl("https://discord.com/api/webhooks/1/x")?.href).toBe("https://discord.com/api/webhooks/1/x");
    expect(webhookUrl("http://localhost:9/hook")?.port).toBe("9");
    expect(() => webhookUrl("http://discord.com/api/webhooks/1/x")).toThrow(
      'DISCORD_WEBHOOK_URL must be an https URL (or http on localhost); got "http://discord.com/api/webhooks/1/x"',
    );
    expect(() => webhookUrl("javascript:alert(1)")).toThrow("must be an https URL");
    expect(() => webhookUrl("not a url")).toThrow("must be an https URL");
  });
});

describe("webhookMessage", () => {
  it("is one embed with the subject, status, note as text and a link to /status, and allows no mentions", () => {
    expect(webhookMessage(change, "Fisch", "Down", "https://rift.example/status")).toEqual({
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: "Fisch: Down",
          description: "@everyone \\<b\\>patched\\</b\\>",
          url: "https://rift.example/status",
          color: 0xef4444,
          timestamp: "2026-11-26T14:05:00.000Z",
          footer: { text: "Changed by Ana" },
        },
      ],
    });
  });
});

describe("an embed's colour", () => {
  it("is its status's badge tone; a notice's level and a window's step have theirs", () => {
    const colourOf = (status: string) =>
      webhookMessage({ ...change, after: { status, note: "" } }, "Fisch", status, "x").embeds[0]!.color;
    expect(["operational", "maintenance", "degraded", "down", "working", "updating", "patched"].map(colourOf)).toEqual([
      0x22c55e, 0x64748b, 0xf59e0b, 0xef4444, 0x22c55e, 0xf59e0b, 0xef4444,
    ]);
    expect(["scheduled", "started", "cancelled", "info", "warning", "none"].map(colourOf)).toEqual([
      0x64748b, 0x64748b, 0x22c55e, 0x3b82f6, 0xf59e0b, 0x64748b,
    ]);
  });
});

describe("a note in Discord", () => {
  it("shows as written: Discord's markdown escaped (no bold, no masked link, no heading, no timestamp)", () => {
    const note = "# Big **bold** [click](https://evil.example) <t:0> ~~x~~ `c` a_b > q";
    const { description } = webhookMessage({ ...change, after: { status: "down", note } }, "Fisch", "Down", "x")
      .embeds[0]!;
    expect(description).toBe(
      "\\# Big \\*\\*bold\\*\\* \\[click\\]\\(https\\://evil.example\\) \\<t\\:0\\> \\~\\~x\\~\\~ \\`c\\` a\\_b \\> q",
    );
  });
});

describe("postWebhook", () => {
  it("posts the message as JSON", async () => {
    const discord = await receiver([]);
    const message = webhookMessage(change, "Fisch", "Down", "https://rift.example/status");
    expect(await postWebhook(discord.url, message)).toEqual({ ok: true });
    expect(discord.received).toEqual([{ body: message, at: expect.any(Number), type: "application/json" }]);
  });

  it("waits what a 429 says (retry_after in seconds) before trying again", async () => {
    const discord = await receiver([
      (r) => r.writeHead(429, { "Content-Type": "application/json" }).end('{"retry_after":0.3,"global":false}'),
    ]);
    expect(await postWebhook(discord.url, { content: "x" })).toEqual({ ok: true });
    expect(discord.received).toHaveLength(2);
    expect(discord.received[1]!.at - discord.received[0]!.at).toBeGreaterThanOrEqual(290);
  });

  it("reads Retry-After when the body has no retry_after", async () => {
    const discord = await receiver([(r) => r.writeHead(429, { "Retry-After": "0" }).end()]);
    expect(await postWebhook(discord.url, { content: "x" })).toEqual({ ok: true });
    expect(discord.received).toHaveLength(2);
  });

  it("gives up on a wait longer than allowed, and on other failures, saying what Discord answered", async () => {
    const slow = await receiver([
      (r) => r.writeHead(429, { "Content-Type": "application/json" }).end('{"retry_after":60}'),
    ]);
    expect(await postWebhook(slow.url, {}, { ...postBudgets.node, maxWaitMs: 1_000 })).toEqual({
      ok: false,
      error: "Discord answered 429",
    });
    expect(slow.received).toHaveLength(1);
    const broken = await receiver([(r) => r.writeHead(400).end("{}")]);
    expect(await postWebhook(broken.url, {})).toEqual({ ok: false, error: "Discord answered 400" });
  });

  it("says when Discord cannot be reached", async () => {
    const gone = await receiver([]);
    servers[0]!.close();
    await new Promise((done) => setTimeout(done, 50));
    expect(await postWebhook(gone.url, {})).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Discord could not be reached: /),
    });
  });
});
