import { describe, expect, it } from "vitest";
import { games } from "~/config/brand";
import { enPages } from "~/i18n/messages/pages/en";
import { toWords } from "~/i18n/words";
import { placeLabel } from "./join-labels";

const words = toWords(enPages.joiner.place);
const server = "0a1b2c3d-4e5f-6789-abcd-ef0123456789";
/** The words for a public server of `placeId`. */
const labelOf = (placeId: string, list: readonly { title: string; gameUrl: string }[] = games) =>
  placeLabel(words, { kind: "server", placeId, serverId: server }, list);

describe("the place id in a game's gameUrl", () => {
  it.each([
    ["https://www.roblox.com/games/2753915549/Blox-Fruits", "2753915549"],
    ["https://www.roblox.com/games/2753915549", "2753915549"],
    ["https://roblox.com/games/142823291/Murder-Mystery-2?x=1", "142823291"],
    ["https://www.roblox.com/games/12ab/x", null],
    ["https://www.roblox.com/users/1/profile", null],
    ["https://evil.example/games/1/x", null],
    ["https://www.roblox.com.evil.example/games/1/x", null],
  ])("%s names place %s", (gameUrl, id) => {
    const game = { title: "That game", gameUrl };
    for (const placeId of ["1", "12", "2753915549", "142823291"]) {
      expect(labelOf(placeId, [game])).toBe(placeId === id ? "That game" : `Place ${placeId}`);
    }
  });
});

describe("placeLabel", () => {
  it("names every configured game by the place id in its gameUrl", () => {
    for (const game of games) expect(labelOf(/\/games\/(\d+)/.exec(game.gameUrl)![1])).toBe(game.title);
  });

  it("finds Blox Fruits, with or without leading zeros", () => {
    expect(labelOf("2753915549")).toBe("Blox Fruits");
    expect(labelOf("002753915549")).toBe("Blox Fruits");
  });

  it("knows no name for other places", () => {
    expect(labelOf("1")).toBe("Place 1");
    expect(labelOf("27539155490")).toBe("Place 27539155490");
    expect(labelOf("0", [{ title: "Zero", gameUrl: "https://www.roblox.com/games/00/x" }])).toBe("Zero");
  });

  it("names a private server's place and a share link", () => {
    const linkCode = "67771413747491684286858666824242";
    expect(placeLabel(words, { kind: "private", placeId: "2753915549", linkCode }, games)).toBe(
      "Blox Fruits: private server",
    );
    expect(placeLabel(words, { kind: "share", shareCode: "abc" }, games)).toBe("Private server (share link)");
  });
});
