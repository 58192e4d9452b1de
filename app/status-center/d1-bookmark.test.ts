// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the header that failed.
import { describe, expect, it } from "vitest";
import { bookmarkFrom, bookmarkSetCookie, isOperator, sessionFrom } from "./d1-bookmark.ts";

const bookmark = `00000002-00000004-00004f5b-${"9bd1b1c8f4b8b4f0d8a6a6a3c3e6c3f1"}`;

describe("an operator's D1 bookmark", () => {
  it("is read from the Cookie header when it has D1's shape, and is no bookmark otherwise", () => {
    expect(bookmarkFrom(`__Host-rift-d1=${bookmark}`)).toBe(bookmark);
    expect(bookmarkFrom(`rift-lang=pt-br; __Host-rift-d1=${bookmark} ; other=1`)).toBe(bookmark);
    for (const header of [
      undefined,
      "",
      "__Host-rift-d1=nope",
      "__Host-rift-d1=",
      `__Host-rift-d1=${bookmark.toUpperCase()}`,
      `__Host-rift-d1=${bookmark}x`,
      `x__Host-rift-d1=${bookmark}`,
      `__Host-rift-d1=${bookmark.replace(/-/g, "")}`,
    ])
      expect(bookmarkFrom(header), String(header)).toBeUndefined();
  });
  it("only the first 64 cookies are read", () => {
    const many = Array.from({ length: 64 }, (_, index) => `c${index}=1`).join("; ");
    expect(bookmarkFrom(`${many}; __Host-rift-d1=${bookmark}`)).toBeUndefined();
  });
  it("goes only to an operator: one whose session was checked and is live, or whose answer starts one; not a sign-out", () => {
    expect(isOperator(true, null)).toBe(true);
    expect(isOperator(false, "__Host-rift-done=saved; Path=/, __Host-rift-session=abc; Path=/; HttpOnly")).toBe(true);
    expect(isOperator(true, "__Host-rift-session=; Path=/; Max-Age=0")).toBe(false);
    expect(isOperator(false, null)).toBe(false);
    expect(isOperator(false, "x__Host-rift-session=abc")).toBe(false);
    expect(isOperator(false, undefined)).toBe(false);
  });
  it("reads the session token a request sends, for the caller to check", () => {
    expect(sessionFrom(`__Host-rift-d1=${bookmark}; __Host-rift-session=abc`)).toBe("abc");
    expect(sessionFrom("__Host-rift-session=")).toBeUndefined();
    expect(sessionFrom("x__Host-rift-session=abc")).toBeUndefined();
  });
  it("is kept with the session cookie's attributes", () => {
    expect(bookmarkSetCookie(bookmark)).toBe(`__Host-rift-d1=${bookmark}; Path=/; Secure; HttpOnly; SameSite=Strict`);
  });
});
