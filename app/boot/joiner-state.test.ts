// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { runBootScript } from "../../tests/boot-page.ts";

const server = "0a1b2c3d-4e5f-6789-abcd-ef0123456789";

const states = '<div data-join-state="joining"></div><div data-join-state="invalid" hidden></div>';

/** Runs the boot script as the build compiles it and /joiner carries it, at `search`; returns which state shows. */
async function stateAt(search: string) {
  await runBootScript("showJoinerState", `/joiner${search}`, states);
  const [joining, invalid] = ["joining", "invalid"].map((s) => document.querySelector(`[data-join-state="${s}"]`)!);
  if (joining.hasAttribute("hidden") === invalid.hasAttribute("hidden")) throw new Error("both states shown or hidden");
  return joining.hasAttribute("hidden") ? "invalid" : "joining";
}

describe("/joiner's boot script", () => {
  it.each([
    ["the spec's link", `?PlaceId=1&ServerId=${server}`],
    ["the largest place id, 2^63 - 1", `?PlaceId=9223372036854775807&ServerId=${server}`],
    ["a private-server link", "?PlaceId=1&LinkCode=123"],
    ["a share link", "?ShareCode=abc123"],
  ])("keeps the joining state for %s", async (_, search) => {
    expect(await stateAt(search)).toBe("joining");
  });

  it.each([
    ["no parameters", ""],
    ["the form's submission", "?link=anything"],
    ["a missing ServerId", "?PlaceId=1"],
    ["a malformed PlaceId", `?PlaceId=12ab&ServerId=${server}`],
    ["a PlaceId past 2^63 - 1", `?PlaceId=9223372036854775808&ServerId=${server}`],
    ["a PlaceId of 20 digits", `?PlaceId=12345678901234567890&ServerId=${server}`],
    ["a malformed LinkCode", "?PlaceId=1&LinkCode=12ab"],
    ["a malformed ShareCode", "?ShareCode=a-b"],
  ])("shows the invalid state for %s", async (_, search) => {
    expect(await stateAt(search)).toBe("invalid");
  });
});
