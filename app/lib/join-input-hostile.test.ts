/** parseJoinInput (./join-input.ts) given what an attacker would paste; the ordinary cases are in join-input.test.ts. */
import { describe, expect, it } from "vitest";
import { parseJoinInput, type JoinInputProblem } from "./join-input";
import type { JoinTarget } from "./join-links";

const place = "2753915549";
const server = "0a1b2c3d-4e5f-6789-abcd-ef0123456789";

const publicServer: JoinTarget = { kind: "server", placeId: place, serverId: server };

describe("parseJoinInput against hostile input", () => {
  it.each<[string, string, JoinInputProblem]>([
    ["a script element", "<script>alert(1)</script>", "notJoinLink"],
    ["a script element beside a JobId", `<script>alert(1)</script> ${server}`, "notJoinLink"],
    ["an image with an onerror handler", '<img src=x onerror="alert(1)">', "tooManyParts"],
    ["a javascript: link", "javascript:alert(document.cookie)", "scheme"],
    ["a javascript: link in mixed case", "JaVaScRiPt:alert(1)", "scheme"],
    ["a javascript: link beside a JobId", `javascript:alert(1) ${server}`, "scheme"],
    ["a javascript: link that names a place", `javascript://www.roblox.com/games/${place}%0Aalert(1)`, "scheme"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>", "scheme"],
    ["a vbscript: link", "vbscript:msgbox(1)", "scheme"],
    ["a file: URL", "file:///etc/passwd", "scheme"],
    ["the legacy launcher scheme", "roblox-player:1+launchmode:play+gameinfo:secret", "scheme"],
    ["an injected parameter as a place id", `1&gameInstanceId=evil ${server}`, "notJoinLink"],
    [
      "an injected parameter, encoded, in games/start",
      `https://www.roblox.com/games/start?placeId=1%26gameInstanceId%3Devil&gameInstanceId=${server}`,
      "placeId",
    ],
    [
      "an injected parameter, encoded, in a Rift link",
      `https://rifthub.example/joiner?PlaceId=1%26gameInstanceId%3Devil&ServerId=${server}`,
      "placeId",
    ],
    [
      "an injected parameter, encoded, in a game path",
      `https://www.roblox.com/games/1%26gameInstanceId%3Devil ${server}`,
      "placeId",
    ],
    [
      "an injected parameter, encoded, in an app link",
      `roblox://placeId=1%26gameInstanceId%3Devil&gameInstanceId=${server}`,
      "placeId",
    ],
    [
      "an injected parameter in a private code",
      `https://www.roblox.com/games/${place}?privateServerLinkCode=1%26placeId%3D2`,
      "linkCode",
    ],
    [
      "an injected parameter in a share code",
      `https://www.roblox.com/share?code=abc%26type%3DServer&type=Server`,
      "shareCode",
    ],
    [
      "an encoded newline after the place id",
      `https://www.roblox.com/games/start?placeId=${place}%0A&gameInstanceId=${server}`,
      "placeId",
    ],
    [
      "an encoded newline after the JobId",
      `https://www.roblox.com/games/start?placeId=${place}&gameInstanceId=${server}%0D%0A`,
      "serverId",
    ],
    [
      "an encoded newline in a Rift link",
      `https://rifthub.example/joiner?PlaceId=${place}&ServerId=${server}%0A`,
      "serverId",
    ],
    [
      "a link broken by a newline",
      `https://www.roblox.com/games/start?placeId=${place}\n&gameInstanceId=${server}`,
      "notJoinLink",
    ],
    ["Arabic-Indic digits", `١٢٣٤ ${server}`, "placeId"],
    ["Arabic-Indic digits alone", "١٢٣٤", "placeId"],
    ["Devanagari digits", `१२३ ${server}`, "placeId"],
    ["full-width digits", `１２３ ${server}`, "placeId"],
    [
      "Arabic-Indic digits in a game path",
      `https://www.roblox.com/games/${encodeURIComponent("١٢٣")}/x ${server}`,
      "placeId",
    ],
    [
      "Arabic-Indic digits in games/start",
      `https://www.roblox.com/games/start?placeId=${encodeURIComponent("١٢٣")}&gameInstanceId=${server}`,
      "placeId",
    ],
    ["mathematical bold digits", `${"\u{1D7CF}\u{1D7D0}"} ${server}`, "placeId"],
    ["a zero-width space in the place id", `27539\u200B15549 ${server}`, "notJoinLink"],
    ["a JobId with Cyrillic look-alike letters", `${place} 0а1b2c3d-4e5f-6789-abcd-ef0123456789`, "notJoinLink"],
    ["a malformed percent-encoding in a game path", `https://www.roblox.com/games/%E0%A4%A/x ${server}`, "placeId"],
    ["a protocol-relative link", `//evil.example/joiner?PlaceId=${place}&ServerId=${server}`, "notJoinLink"],
    ["a huge paste", "1".repeat(1_000_000), "tooLong"],
  ])("%s", (_, text, problem) => {
    expect(parseJoinInput(text)).toBe(problem);
  });

  it("takes nothing but validated parts from a Rift link on another host", () => {
    const result = parseJoinInput(
      `https://evil.example/joiner?PlaceId=${place}&ServerId=${server}&next=javascript:alert(1)#x`,
    );
    expect(result).toEqual(publicServer);
  });

  it("ignores credentials and ports in a roblox.com link, keeping only the parts", () => {
    expect(
      parseJoinInput(`https://user:pass@www.roblox.com:443/games/start?placeId=${place}&gameInstanceId=${server}`),
    ).toEqual(publicServer);
  });

  it("refuses long hostile input (a backtracking pattern would hang here until the test's time limit)", () => {
    for (const text of [
      "a-".repeat(1000),
      "1.".repeat(1000),
      `https://www.roblox.com/games/${"1/".repeat(1000)}`,
      "%".repeat(2000),
    ]) {
      expect(typeof parseJoinInput(text)).toBe("string");
    }
  });
});
