import { describe, expect, it } from "vitest";
import { JOIN_INPUT_MAX_LENGTH, parseJoinInput, type JoinInputProblem } from "./join-input";
import { joinerErrors, joinLinkParams, readJoinTarget, type JoinTarget } from "./join-links";

const place = "2753915549";
const server = "0a1b2c3d-4e5f-6789-abcd-ef0123456789";
const linkCode = "67771413747491684286858666824242";
const shareCode = "643f439fea345f4c83e27a6b3ff73f05";

const publicServer: JoinTarget = { kind: "server", placeId: place, serverId: server };
const privateServer: JoinTarget = { kind: "private", placeId: place, linkCode };
const share: JoinTarget = { kind: "share", shareCode };

describe("parseJoinInput accepts", () => {
  it.each<[string, string, JoinTarget]>([
    // Rift join links, from any host, with or without the scheme or host.
    ["a Rift link", `https://rifthub.example/joiner?PlaceId=${place}&ServerId=${server}`, publicServer],
    [
      "a Rift link with a trailing slash",
      `https://rifthub.example/joiner/?PlaceId=${place}&ServerId=${server}`,
      publicServer,
    ],
    [
      "a Rift link from another deploy",
      `http://localhost:5173/joiner?PlaceId=${place}&ServerId=${server}`,
      publicServer,
    ],
    ["a Rift link without its scheme", `localhost:5173/joiner?PlaceId=${place}&ServerId=${server}`, publicServer],
    ["a Rift path", `/joiner?PlaceId=${place}&ServerId=${server}`, publicServer],
    [
      "a private-server Rift link",
      `https://rifthub.example/joiner?PlaceId=${place}&LinkCode=${linkCode}`,
      privateServer,
    ],
    ["a share Rift link", `https://rifthub.example/joiner?ShareCode=${shareCode}`, share],
    // A game and a JobId, in any order, on one line or two.
    ["a game link and a JobId", `https://www.roblox.com/games/${place}/Blox-Fruits ${server}`, publicServer],
    ["a JobId and a game link", `${server} https://www.roblox.com/games/${place}/Blox-Fruits`, publicServer],
    [
      "a game link and a JobId on two lines",
      `https://www.roblox.com/games/${place}/Blox-Fruits\n${server}`,
      publicServer,
    ],
    [
      "a game link and a JobId with CRLF and tabs",
      `\t https://www.roblox.com/games/${place}\r\n\t${server}  `,
      publicServer,
    ],
    ["a game link without its slug", `https://www.roblox.com/games/${place} ${server}`, publicServer],
    ["a game link without scheme", `www.roblox.com/games/${place}/Blox-Fruits ${server}`, publicServer],
    ["a game link on roblox.com", `roblox.com/games/${place}/x ${server}`, publicServer],
    [
      "a game link with a query and fragment",
      `https://www.roblox.com/games/${place}/Blox-Fruits?ref=x#about ${server}`,
      publicServer,
    ],
    ["a bare place id and a JobId", `${place} ${server}`, publicServer],
    ["a JobId in upper case", `${place} ${server.toUpperCase()}`, { ...publicServer, serverId: server.toUpperCase() }],
    [
      "games/start without a JobId, plus a JobId",
      `https://www.roblox.com/games/start?placeId=${place} ${server}`,
      publicServer,
    ],
    // roblox.com's own start links.
    ["games/start", `https://www.roblox.com/games/start?placeId=${place}&gameInstanceId=${server}`, publicServer],
    [
      "games/start with lower-case names",
      `https://www.roblox.com/games/start?placeid=${place}&gameinstanceid=${server}`,
      publicServer,
    ],
    [
      "games/start in another order",
      `https://www.roblox.com/games/start?gameInstanceId=${server}&placeId=${place}`,
      publicServer,
    ],
    [
      "games/start on plain http, upper-case host",
      `http://WWW.ROBLOX.COM/games/start?placeId=${place}&gameInstanceId=${server}`,
      publicServer,
    ],
    [
      "games/start with percent-encoded digits",
      `https://www.roblox.com/games/start?placeId=%32753915549&gameInstanceId=${server}`,
      publicServer,
    ],
    [
      "games/start with a repeated identical value",
      `https://www.roblox.com/games/start?placeId=${place}&placeId=${place}&gameInstanceId=${server}`,
      publicServer,
    ],
    [
      "games/start with a linkCode",
      `https://www.roblox.com/games/start?placeId=${place}&linkCode=${linkCode}`,
      privateServer,
    ],
    // App links.
    ["a desktop app link", `roblox://experiences/start?placeId=${place}&gameInstanceId=${server}`, publicServer],
    ["a mobile app link", `robloxmobile://placeID=${place}&gameInstanceId=${server}`, publicServer],
    ["an app link without a path", `roblox://placeId=${place}&gameInstanceId=${server}`, publicServer],
    ["an app link in capitals", `ROBLOX://experiences/start?PLACEID=${place}&GAMEINSTANCEID=${server}`, publicServer],
    ["a private app link", `roblox://placeId=${place}&linkCode=${linkCode}`, privateServer],
    ["a private mobile app link", `robloxmobile://placeID=${place}&linkCode=${linkCode}`, privateServer],
    ["an app share link", `roblox://navigation/share_links?code=${shareCode}&type=Server`, share],
    // Private-server and share links, passed through.
    [
      "a private-server link",
      `https://www.roblox.com/games/${place}/Blox-Fruits?privateServerLinkCode=${linkCode}`,
      privateServer,
    ],
    [
      "a private-server link without slug",
      `https://www.roblox.com/games/${place}?privateServerLinkCode=${linkCode}`,
      privateServer,
    ],
    ["a share link", `https://www.roblox.com/share?code=${shareCode}&type=Server`, share],
    [
      "a share link with extra parameters",
      `https://www.roblox.com/share?code=${shareCode}&type=Server&stamp=1765124294771`,
      share,
    ],
    ["a share link with type in lower case", `https://www.roblox.com/share?type=server&code=${shareCode}`, share],
    ["a share-links link", `https://www.roblox.com/share-links?code=${shareCode}&type=Server`, share],
    ["a share link without scheme", `www.roblox.com/share?code=${shareCode}&type=Server`, share],
  ])("%s", (_, text, target) => {
    expect(parseJoinInput(text)).toEqual(target);
  });
});

describe("parseJoinInput says exactly what is wrong", () => {
  it.each<[string, string, JoinInputProblem]>([
    ["nothing", "", "empty"],
    ["only whitespace", " \n\t ", "empty"],
    ["three parts", `${place} ${server} ${server}`, "tooManyParts"],
    ["two places", `${place} ${place}`, "tooManyParts"],
    ["two JobIds", `${server} ${server}`, "tooManyParts"],
    [
      "a whole link and a JobId",
      `https://www.roblox.com/games/start?placeId=${place}&gameInstanceId=${server} ${server}`,
      "tooManyParts",
    ],
    ["a game link alone", `https://www.roblox.com/games/${place}/Blox-Fruits`, "noServer"],
    ["a place id alone", place, "noServer"],
    ["games/start without a server", `https://www.roblox.com/games/start?placeId=${place}`, "noServer"],
    ["a JobId alone", server, "noPlace"],
    ["games/start without a place", `https://www.roblox.com/games/start?gameInstanceId=${server}`, "noPlace"],
    ["an app link without a place", `roblox://experiences/start?gameInstanceId=${server}`, "noPlace"],
    ["a Rift link without ServerId", `https://rifthub.example/joiner?PlaceId=${place}`, "riftIncomplete"],
    [
      "a Rift link with lower-case names",
      `https://rifthub.example/joiner?placeid=${place}&serverid=${server}`,
      "riftIncomplete",
    ],
    ["a Rift link of the form's own submission", `https://rifthub.example/joiner?link=${place}`, "riftIncomplete"],
    ["a Rift link with a bad PlaceId", `https://rifthub.example/joiner?PlaceId=12ab&ServerId=${server}`, "placeId"],
    ["a Rift link with a bad ServerId", `https://rifthub.example/joiner?PlaceId=${place}&ServerId=0a1b`, "serverId"],
    [
      "a Rift link with two PlaceIds",
      `https://rifthub.example/joiner?PlaceId=1&PlaceId=2&ServerId=${server}`,
      "duplicate",
    ],
    ["another site", `https://evil.example/games/${place}`, "otherSite"],
    [
      "a look-alike host",
      `https://www.roblox.com.evil.example/games/start?placeId=${place}&gameInstanceId=${server}`,
      "otherSite",
    ],
    [
      "a host ending in roblox.com",
      `https://notroblox.com/games/start?placeId=${place}&gameInstanceId=${server}`,
      "otherSite",
    ],
    ["a roblox.com page that is no game", "https://www.roblox.com/users/1/profile", "notJoinLink"],
    ["roblox.com itself", "https://www.roblox.com", "notJoinLink"],
    ["an unknown app link", "roblox://navigation/profile?userId=1", "notJoinLink"],
    ["an app link without slashes", `roblox:placeId=${place}&gameInstanceId=${server}`, "notJoinLink"],
    [
      "a share link of another type",
      `https://www.roblox.com/share?code=${shareCode}&type=ExperienceDetails`,
      "shareType",
    ],
    ["a share link without type", `https://www.roblox.com/share?code=${shareCode}`, "shareType"],
    ["a share link without code", "https://www.roblox.com/share?type=Server", "shareCode"],
    ["a share code with a dash", "https://www.roblox.com/share?code=abc-def&type=Server", "shareCode"],
    [
      "a private-server code with letters",
      `https://www.roblox.com/games/${place}?privateServerLinkCode=12ab`,
      "linkCode",
    ],
    [
      "a server and a private code at once",
      `roblox://placeId=${place}&gameInstanceId=${server}&linkCode=${linkCode}`,
      "duplicate",
    ],
    [
      "two different places",
      `https://www.roblox.com/games/start?placeId=1&placeId=2&gameInstanceId=${server}`,
      "duplicate",
    ],
    [
      "two place ids differing only in case of the name",
      `https://www.roblox.com/games/start?placeId=1&PlaceID=2&gameInstanceId=${server}`,
      "duplicate",
    ],
    ["a JobId with a short group", `${place} 0a1b2c3-4e5f-6789-abcd-ef0123456789`, "serverId"],
    ["a JobId with a non-hex letter", `${place} 0a1b2c3d-4e5f-6789-abcd-ef012345678g`, "serverId"],
    ["a JobId alone, malformed", "0a1b2c3d-4e5f-6789-abcd-ef012345678z", "serverId"],
    [
      "a games/start JobId that is not one",
      `https://www.roblox.com/games/start?placeId=${place}&gameInstanceId=evil`,
      "serverId",
    ],
    ["a place id with letters in the path", `https://www.roblox.com/games/12ab/x ${server}`, "placeId"],
    ["a place id with a sign", `-123 ${server}`, "placeId"],
    ["a place id with a decimal point", `12.5 ${server}`, "placeId"],
    ["a place id with an exponent", `1e9 ${server}`, "placeId"],
    ["a place id alone, malformed", "12.5", "placeId"],
    ["a place id of 20 digits", `${"9".repeat(20)} ${server}`, "placeIdTooBig"],
    ["a place id past 2^63 - 1", `9223372036854775808 ${server}`, "placeIdTooBig"],
    [
      "a place id past 2^63 - 1 in a link",
      `https://www.roblox.com/games/start?placeId=99999999999999999999&gameInstanceId=${server}`,
      "placeIdTooBig",
    ],
    ["a huge place id alone", "9".repeat(500), "placeIdTooBig"],
    ["a paste longer than any link", `${place} ${"a".repeat(JOIN_INPUT_MAX_LENGTH)}`, "tooLong"],
  ])("%s", (_, text, problem) => {
    expect(parseJoinInput(text)).toBe(problem);
  });

  it("accepts the largest 64-bit place id", () => {
    expect(parseJoinInput(`9223372036854775807 ${server}`)).toEqual({
      ...publicServer,
      placeId: "9223372036854775807",
    });
  });
});

describe("one place id rule for a link opened and a link pasted", () => {
  /** What /joiner makes of `?PlaceId=…&ServerId=…`: the place id it joins, or the line it logs. */
  const opened = (placeId: string) => {
    const query = new URLSearchParams({ PlaceId: placeId, ServerId: server });
    const result = readJoinTarget((field) => query.get(joinLinkParams[field]));
    return typeof result === "string" ? joinerErrors[result] : result.kind === "server" && result.placeId;
  };
  /** What the form makes of the same link pasted, and of the place id pasted before the JobId. */
  const pasted = (placeId: string) =>
    [`https://rifthub.example/joiner?PlaceId=${placeId}&ServerId=${server}`, `${placeId} ${server}`].map((text) => {
      const result = parseJoinInput(text);
      return typeof result === "string" ? result : result.kind === "server" && result.placeId;
    });

  it("accepts 2^63 - 1, the largest Roblox place id, both ways", () => {
    expect(opened("9223372036854775807")).toBe("9223372036854775807");
    expect(pasted("9223372036854775807")).toEqual(["9223372036854775807", "9223372036854775807"]);
  });

  it.each([
    ["2^63", "9223372036854775808"],
    ["a 20-digit number", "12345678901234567890"],
    ["2^63 - 1 behind a zero (20 digits)", "09223372036854775807"],
  ])("refuses %s both ways, with the spec's line when opened", (_, placeId) => {
    expect(opened(placeId)).toBe("Invalid PlaceId format");
    expect(pasted(placeId)).toEqual(["placeIdTooBig", "placeIdTooBig"]);
  });
});
