import { afterEach, describe, expect, it, vi } from "vitest";
import type { StatusFile } from "~/config/status-schema";
import { fetchLiveStatus, statusTimes } from "./live-status";

const build: StatusFile = {
  updatedAt: "2026-11-23T09:00:00Z",
  games: { "blox-fruits": { status: "operational" }, fisch: { status: "operational" } },
  executors: [
    { name: "Delta", status: "working", checkedAt: "2026-11-23T09:00:00Z" },
    { name: "Wave", status: "working", checkedAt: "2026-11-23T09:00:00Z" },
  ],
};
const live: StatusFile = {
  updatedAt: "2026-11-23T10:00:00Z",
  games: { fisch: { status: "down", note: "Patched by the update" }, roblox: { status: "down" } },
  executors: [
    { name: "Wave", status: "patched", checkedAt: "2026-11-23T10:00:00Z" },
    { name: "Other", status: "working", checkedAt: "2026-11-23T10:00:00Z" },
  ],
  notice: { level: "warning", text: "Roblox updated" },
};

const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));

afterEach(() => vi.restoreAllMocks());

describe("fetchLiveStatus", () => {
  it("returns a valid file, fetched without a stale cache", async () => {
    const fetcher = answer(JSON.stringify(live));
    await expect(fetchLiveStatus("/status.json", 1000, fetcher)).resolves.toEqual(live);
    expect(fetcher).toHaveBeenCalledWith(
      "/status.json",
      expect.objectContaining({ cache: "no-cache", credentials: "omit" }),
    );
  });

  it.each([
    ["a 404", answer("not found", 404), "/status.json answered 404"],
    ["malformed JSON", answer("{ nope"), "is not a valid status file"],
    ["an empty body", answer(""), "is not a valid status file"],
    ["a wrong shape", answer(JSON.stringify({ ...live, games: { fisch: { status: "gone" } } })), "games.fisch.status"],
    ["a network error", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))), "could not be loaded"],
  ])("gives null and one warning for %s", async (_, fetcher, reason) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(fetchLiveStatus("/status.json", 1000, fetcher as typeof fetch)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain(reason);
  });

  it("gives up on a file that does not arrive in time", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const hanging = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    await expect(fetchLiveStatus("/status.json", 50, hanging as typeof fetch)).resolves.toBeNull();
    expect(warn.mock.calls[0][0]).toContain("did not answer within 50 ms");
  });
});

describe("statusTimes", () => {
  it("formats the rendered status's times (updated, each executor's check) in the page's language, by their ISO text", () => {
    expect(statusTimes(build, "en")).toEqual({ "2026-11-23T09:00:00Z": "Nov 23, 2026, 09:00 UTC" });
  });
});
