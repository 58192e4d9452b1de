import { describe, expect, it } from "vitest";
import {
  browserJoinUrl,
  deepLink,
  isMobileUserAgent,
  joinerErrors,
  joinLinkParams,
  joinLinkPath,
  joinTargetKey,
  readJoinTarget,
  type JoinField,
  type JoinTarget,
} from "./join-links";

const place = "2753915549";
const server = "0a1b2c3d-4e5f-6789-abcd-ef0123456789";

/** What /joiner makes of a query: what to join, or the console line it logs. */
function read(search: string) {
  const query = new URLSearchParams(search);
  const result = readJoinTarget((field) => query.get(joinLinkParams[field]));
  return typeof result === "string" ? { ok: false, error: joinerErrors[result] } : { ok: true, target: result };
}

/** The spec's PlaceId and ServerId, read as /joiner reads them. */
function validateJoinerParams(placeId: string | null, serverId: string | null) {
  const values: Partial<Record<JoinField, string | null>> = { placeId, serverId };
  const result = readJoinTarget((field) => values[field]);
  return typeof result === "string" ? { ok: false, error: joinerErrors[result] } : { ok: true, target: result };
}

describe("the spec's PlaceId and ServerId", () => {
  it("accepts a numeric PlaceId and a lower-case 8-4-4-4-12 ServerId", () => {
    expect(validateJoinerParams(place, server)).toEqual({
      ok: true,
      target: { kind: "server", placeId: place, serverId: server },
    });
  });

  it("accepts an upper-case ServerId and keeps it as given", () => {
    const upper = server.toUpperCase();
    expect(validateJoinerParams(place, upper)).toEqual({
      ok: true,
      target: { kind: "server", placeId: place, serverId: upper },
    });
  });

  it.each([
    ["both missing", null, null],
    ["PlaceId missing", null, server],
    ["ServerId missing", place, null],
    ["PlaceId empty", "", server],
    ["ServerId empty", place, ""],
    ["both empty", "", ""],
  ])("reports a missing value when %s", (_, placeId, serverId) => {
    expect(validateJoinerParams(placeId, serverId)).toEqual({ ok: false, error: "Missing PlaceId or ServerId" });
  });

  it.each([
    ["digits with spaces", "123 456"],
    ["a leading space", " 123"],
    ["a trailing space", "123 "],
    ["a smuggled parameter", "1&gameInstanceId=x"],
    ["a trailing newline", "123\n"],
    ["a leading newline", "\n123"],
    ["a carriage return", "123\r"],
    ["an embedded newline", "12\n34"],
    ["a sign", "-123"],
    ["a decimal point", "12.5"],
    ["an exponent", "1e9"],
    ["hex", "0x1F"],
    ["full-width digits", "１２３"],
    ["Arabic-Indic digits", "١٢٣"],
    ["letters", "abc"],
    ["a URL", "https://evil.example"],
    ["a script scheme", "javascript:alert(1)"],
  ])("rejects a PlaceId with %s", (_, placeId) => {
    expect(validateJoinerParams(placeId, server)).toEqual({ ok: false, error: "Invalid PlaceId format" });
  });

  it.each([
    ["no dashes", "0a1b2c3d4e5f6789abcdef0123456789"],
    ["a short first group", "0a1b2c3-4e5f-6789-abcd-ef0123456789"],
    ["a long first group", "0a1b2c3d0-4e5f-6789-abcd-ef0123456789"],
    ["a short second group", "0a1b2c3d-4e5-6789-abcd-ef0123456789"],
    ["a long fourth group", "0a1b2c3d-4e5f-6789-abcde-f0123456789"],
    ["a short last group", "0a1b2c3d-4e5f-6789-abcd-ef012345678"],
    ["a long last group", "0a1b2c3d-4e5f-6789-abcd-ef01234567890"],
    ["non-hex letters", "0a1b2c3d-4e5f-6789-abcd-ef012345678g"],
    ["an extra suffix", `${server}-extra`],
    ["trailing junk", `${server}x`],
    ["a smuggled parameter", `${server}&placeId=1`],
    ["a leading prefix", `x${server}`],
    ["braces", `{${server}}`],
    ["a trailing newline", `${server}\n`],
    ["a leading newline", `\n${server}`],
    ["a newline between two ids", `${server}\n${server}`],
    ["surrounding spaces", ` ${server} `],
    ["underscores instead of dashes", server.replaceAll("-", "_")],
    ["anything", "not-a-server-id"],
  ])("rejects a ServerId with %s", (_, serverId) => {
    expect(validateJoinerParams(place, serverId)).toEqual({ ok: false, error: "Invalid ServerId format" });
  });

  it("reports the PlaceId first when both are malformed", () => {
    expect(validateJoinerParams("abc", "xyz")).toEqual({ ok: false, error: joinerErrors.placeId });
  });

  it("rejects newlines that arrive percent-encoded in the query string", () => {
    const query = new URLSearchParams(`PlaceId=123%0A&ServerId=${server}%0D%0A`);
    expect(validateJoinerParams(query.get("PlaceId"), query.get("ServerId")).ok).toBe(false);
    const serverOnly = new URLSearchParams(`PlaceId=123&ServerId=${server}%0A`);
    expect(validateJoinerParams(serverOnly.get("PlaceId"), serverOnly.get("ServerId"))).toEqual({
      ok: false,
      error: joinerErrors.serverId,
    });
  });

  it("cannot be tricked by an encoded ampersand into carrying a second parameter", () => {
    const query = new URLSearchParams(`PlaceId=1%26gameInstanceId%3Dx&ServerId=${server}`);
    expect(validateJoinerParams(query.get("PlaceId"), query.get("ServerId"))).toEqual({
      ok: false,
      error: joinerErrors.placeId,
    });
  });
});

describe("isMobileUserAgent", () => {
  it.each([
    [
      "Android",
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
    ],
    [
      "webOS",
      "Mozilla/5.0 (webOS/2.2.4; U; en-US) AppleWebKit/534.6 (KHTML, like Gecko) webOSBrowser/221.56 Safari/534.6 Pre/3.0",
    ],
    [
      "iPhone",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    ],
    ["iPad", "Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148"],
    [
      "iPod",
      "Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
    ],
    [
      "BlackBerry",
      "Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en) AppleWebKit/534.11+ (KHTML, like Gecko) Version/7.1.0.346 Mobile Safari/534.11+",
    ],
    [
      "IEMobile",
      "Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)",
    ],
    [
      "Opera Mini",
      "Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54",
    ],
    ["shouting", "SOMETHING ANDROID SOMETHING"],
    ["lower case", "iphone"],
  ])("treats %s as mobile", (_, userAgent) => {
    expect(isMobileUserAgent(userAgent)).toBe(true);
  });

  it.each([
    [
      "Chrome on Windows",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    ],
    [
      "Safari on macOS",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    ],
    ["Firefox on Linux", "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0"],
    [
      "Edge on Windows",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0",
    ],
    [
      "desktop Opera",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0",
    ],
    ["an empty string", ""],
  ])("treats %s as desktop", (_, userAgent) => {
    expect(isMobileUserAgent(userAgent)).toBe(false);
  });
});

describe("readJoinTarget", () => {
  const linkCode = "67771413747491684286858666824242";
  const shareCode = "643f439fea345f4c83e27a6b3ff73f05";

  it("reads the spec's link as a public server", () => {
    expect(read(`PlaceId=${place}&ServerId=${server}`)).toEqual({
      ok: true,
      target: { kind: "server", placeId: place, serverId: server },
    });
  });

  it("reads PlaceId and LinkCode as a private server", () => {
    expect(read(`PlaceId=${place}&LinkCode=${linkCode}`)).toEqual({
      ok: true,
      target: { kind: "private", placeId: place, linkCode },
    });
  });

  it("reads ShareCode alone as a share link", () => {
    expect(read(`ShareCode=${shareCode}`)).toEqual({ ok: true, target: { kind: "share", shareCode } });
  });

  it("lets a ServerId win over a LinkCode: the link is the spec's, checked by the spec's rules", () => {
    expect(read(`PlaceId=${place}&ServerId=${server}&LinkCode=${linkCode}`)).toEqual({
      ok: true,
      target: { kind: "server", placeId: place, serverId: server },
    });
    expect(read(`PlaceId=${place}&ServerId=bad&LinkCode=${linkCode}`)).toEqual({
      ok: false,
      error: joinerErrors.serverId,
    });
  });

  it.each([
    ["nothing", "", joinerErrors.missing],
    ["a PlaceId alone", `PlaceId=${place}`, joinerErrors.missing],
    ["a LinkCode without PlaceId", `LinkCode=${linkCode}`, joinerErrors.missing],
    ["an empty LinkCode", `PlaceId=${place}&LinkCode=`, joinerErrors.missing],
    ["an empty ShareCode", "ShareCode=", joinerErrors.missing],
    [
      "a ShareCode with a PlaceId (no kind carries both)",
      `PlaceId=${place}&ShareCode=${shareCode}`,
      joinerErrors.missing,
    ],
    ["a private link with letters in PlaceId", `PlaceId=12ab&LinkCode=${linkCode}`, joinerErrors.placeId],
    ["letters in LinkCode", `PlaceId=${place}&LinkCode=12ab`, joinerErrors.linkCode],
    ["an injected parameter in LinkCode", `PlaceId=${place}&LinkCode=1%26gameInstanceId%3Dx`, joinerErrors.linkCode],
    ["a newline after LinkCode", `PlaceId=${place}&LinkCode=123%0A`, joinerErrors.linkCode],
    [
      "Arabic-Indic digits in LinkCode",
      `PlaceId=${place}&LinkCode=${encodeURIComponent("١٢٣")}`,
      joinerErrors.linkCode,
    ],
    ["a LinkCode of 65 digits", `PlaceId=${place}&LinkCode=${"1".repeat(65)}`, joinerErrors.linkCode],
    ["a dash in ShareCode", "ShareCode=abc-def", joinerErrors.shareCode],
    ["a script in ShareCode", `ShareCode=${encodeURIComponent("<script>alert(1)</script>")}`, joinerErrors.shareCode],
    ["an injected parameter in ShareCode", "ShareCode=abc%26type%3DProfile", joinerErrors.shareCode],
    ["a ShareCode of 65 characters", `ShareCode=${"a".repeat(65)}`, joinerErrors.shareCode],
  ])("reports %s", (_, search, error) => {
    expect(read(search)).toEqual({ ok: false, error });
  });

  it("accepts codes at their longest (64)", () => {
    expect(read(`PlaceId=${place}&LinkCode=${"9".repeat(64)}`).ok).toBe(true);
    expect(read(`ShareCode=${"Z".repeat(64)}`).ok).toBe(true);
  });
});

describe("links", () => {
  const params: JoinTarget = { kind: "server", placeId: place, serverId: server };
  const privateServer: JoinTarget = { kind: "private", placeId: place, linkCode: "67771413747491684286858666824242" };
  const share: JoinTarget = { kind: "share", shareCode: "643f439fea345f4c83e27a6b3ff73f05" };

  it("builds the desktop experience link", () => {
    expect(deepLink(params, false)).toBe(`roblox://experiences/start?placeId=${place}&gameInstanceId=${server}`);
  });

  it("builds the mobile app link", () => {
    expect(deepLink(params, true)).toBe(`robloxmobile://placeID=${place}&gameInstanceId=${server}`);
  });

  it("builds the roblox.com fallback page", () => {
    expect(browserJoinUrl(params)).toBe(`https://www.roblox.com/games/start?placeId=${place}&gameInstanceId=${server}`);
  });

  it("opens a private server by its link code", () => {
    expect(deepLink(privateServer, false)).toBe(
      `roblox://experiences/start?placeId=${place}&linkCode=67771413747491684286858666824242`,
    );
    expect(deepLink(privateServer, true)).toBe(
      `robloxmobile://placeID=${place}&linkCode=67771413747491684286858666824242`,
    );
    expect(browserJoinUrl(privateServer)).toBe(
      `https://www.roblox.com/games/${place}?privateServerLinkCode=67771413747491684286858666824242`,
    );
  });

  it("passes a share link through to Roblox on every device", () => {
    const app = "roblox://navigation/share_links?code=643f439fea345f4c83e27a6b3ff73f05&type=Server";
    expect(deepLink(share, false)).toBe(app);
    expect(deepLink(share, true)).toBe(app);
    expect(browserJoinUrl(share)).toBe(
      "https://www.roblox.com/share?code=643f439fea345f4c83e27a6b3ff73f05&type=Server",
    );
  });

  it("builds the Rift link of each kind, which reads back as the same target", () => {
    for (const target of [params, privateServer, share]) {
      const path = joinLinkPath(target);
      expect(path.startsWith("/joiner?")).toBe(true);
      expect(read(new URL(path, "https://rift.example").search)).toEqual({ ok: true, target });
    }
    expect(joinLinkPath(params)).toBe(`/joiner?PlaceId=${place}&ServerId=${server}`);
    expect(joinLinkPath(privateServer)).toBe(`/joiner?PlaceId=${place}&LinkCode=67771413747491684286858666824242`);
    expect(joinLinkPath(share)).toBe("/joiner?ShareCode=643f439fea345f4c83e27a6b3ff73f05");
  });

  it("encodes what it is given even if it were not validated (defence in depth)", () => {
    const hostile = { kind: "server", placeId: "1&gameInstanceId=evil", serverId: "x#y" } as const;
    expect(browserJoinUrl(hostile)).toBe(
      "https://www.roblox.com/games/start?placeId=1%26gameInstanceId%3Devil&gameInstanceId=x%23y",
    );
    expect(joinLinkPath(hostile)).toBe("/joiner?PlaceId=1%26gameInstanceId%3Devil&ServerId=x%23y");
    expect(browserJoinUrl({ kind: "private", placeId: "../../evil", linkCode: "1" })).toBe(
      "https://www.roblox.com/games/..%2F..%2Fevil?privateServerLinkCode=1",
    );
  });
});

describe("joinTargetKey", () => {
  it("is one key for a JobId in any case, and differs between kinds and servers", () => {
    expect(joinTargetKey({ kind: "server", placeId: place, serverId: server })).toBe(
      joinTargetKey({ kind: "server", placeId: place, serverId: server.toUpperCase() }),
    );
    const keys = new Set([
      joinTargetKey({ kind: "server", placeId: place, serverId: server }),
      joinTargetKey({ kind: "server", placeId: "1", serverId: server }),
      joinTargetKey({ kind: "private", placeId: place, linkCode: "1" }),
      joinTargetKey({ kind: "share", shareCode: "1" }),
    ]);
    expect(keys.size).toBe(4);
  });
});
