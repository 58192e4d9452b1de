import { describe, expect, it } from "vitest";
import { games } from "~/config/brand";
import { placeIdOfGameUrl, placeTitle } from "./place-names";

describe("placeIdOfGameUrl", () => {
  it.each([
    ["https://www.roblox.com/games/2753915549/Blox-Fruits", "2753915549"],
    ["https://www.roblox.com/games/2753915549", "2753915549"],
    ["https://roblox.com/games/142823291/Murder-Mystery-2?x=1", "142823291"],
    ["https://www.roblox.com/games/12ab/x", null],
    ["https://www.roblox.com/users/1/profile", null],
    ["https://evil.example/games/1/x", null],
    ["https://www.roblox.com.evil.example/games/1/x", null],
  ])("%s → %s", (url, id) => {
    expect(placeIdOfGameUrl(url)).toBe(id);
  });
});

describe("placeTitle", () => {
  it("names every configured game by the place id in its gameUrl", () => {
    for (const game of games) expect(placeTitle(placeIdOfGameUrl(game.gameUrl)!, games)).toBe(game.title);
  });

  it("finds Blox Fruits, with or without leading zeros", () => {
    expect(placeTitle("2753915549", games)).toBe("Blox Fruits");
    expect(placeTitle("002753915549", games)).toBe("Blox Fruits");
  });

  it("knows no name for other places", () => {
    expect(placeTitle("1", games)).toBeNull();
    expect(placeTitle("27539155490", games)).toBeNull();
    expect(placeTitle("0", [{ title: "Zero", gameUrl: "https://www.roblox.com/games/00/x" }])).toBe("Zero");
  });
});
