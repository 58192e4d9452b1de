// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { joinLinkParams, readJoinTarget } from "~/lib/join-links";
import { inlineScript } from "./serialize";
import { showJoinerState } from "./joiner-state";

const server = "0a1b2c3d-4e5f-6789-abcd-ef0123456789";

/** Runs the boot script as /joiner carries it, serialized, at `search`; returns which state shows. */
function stateAt(search: string) {
  window.history.replaceState(null, "", `/joiner${search}`);
  new Function(inlineScript(showJoinerState, readJoinTarget, joinLinkParams))();
  const joining = document.querySelector('[data-join-state="joining"]')!;
  return joining.hasAttribute("hidden") ? "invalid" : "joining";
}

describe("/joiner's boot script", () => {
  beforeEach(() => {
    document.body.innerHTML = '<div data-join-state="joining"></div><div data-join-state="invalid" hidden></div>';
  });

  it.each([
    ["the spec's link", `?PlaceId=1&ServerId=${server}`],
    ["the largest place id, 2^63 - 1", `?PlaceId=9223372036854775807&ServerId=${server}`],
    ["a private-server link", "?PlaceId=1&LinkCode=123"],
    ["a share link", "?ShareCode=abc123"],
  ])("keeps the joining state for %s", (_, search) => {
    expect(stateAt(search)).toBe("joining");
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
  ])("shows the invalid state for %s", (_, search) => {
    expect(stateAt(search)).toBe("invalid");
    expect(document.querySelector('[data-join-state="invalid"]')!.hasAttribute("hidden")).toBe(false);
  });
});
