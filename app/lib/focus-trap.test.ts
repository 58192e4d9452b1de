// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { trapFocus as startTrap } from "./focus-trap";

const releases: (() => void)[] = [];
/** Starts a trap that is released after the test. */
function trapFocus(container: HTMLElement) {
  const release = startTrap(container);
  releases.push(release);
  return release;
}

afterEach(() => releases.splice(0).forEach((release) => release()));

function tab(shiftKey = false) {
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", shiftKey, bubbles: true, cancelable: true }));
}

beforeEach(() => {
  document.body.innerHTML = `
    <a id="outside" href="/x">outside</a>
    <div id="dialog" tabindex="-1">
      <a id="one" href="/one">one</a>
      <button id="disabled" disabled>disabled</button>
      <button id="two">two</button>
    </div>`;
});

const byId = (id: string) => document.getElementById(id)!;

describe("trapFocus", () => {
  it("moves focus to the first focusable element inside", () => {
    trapFocus(byId("dialog"));
    expect(document.activeElement).toBe(byId("one"));
  });

  it("cycles forwards with Tab and backwards with Shift+Tab, skipping disabled controls", () => {
    trapFocus(byId("dialog"));
    tab();
    expect(document.activeElement).toBe(byId("two"));
    tab();
    expect(document.activeElement).toBe(byId("one"));
    tab(true);
    expect(document.activeElement).toBe(byId("two"));
  });

  it("pulls focus back when something outside takes it", () => {
    trapFocus(byId("dialog"));
    byId("outside").focus();
    expect(document.activeElement).toBe(byId("one"));
  });

  it("keeps focus where it is when something outside is pressed", () => {
    trapFocus(byId("dialog"));
    const outside = new MouseEvent("mousedown", { bubbles: true, cancelable: true });
    byId("outside").dispatchEvent(outside);
    expect(outside.defaultPrevented).toBe(true);
    const inside = new MouseEvent("mousedown", { bubbles: true, cancelable: true });
    byId("two").dispatchEvent(inside);
    expect(inside.defaultPrevented).toBe(false);
  });

  it("keeps focus on the container when it holds nothing focusable", () => {
    byId("dialog").innerHTML = "<p>text</p>";
    trapFocus(byId("dialog"));
    expect(document.activeElement).toBe(byId("dialog"));
    tab();
    expect(document.activeElement).toBe(byId("dialog"));
  });

  it("stops trapping once released", () => {
    const release = trapFocus(byId("dialog"));
    release();
    byId("outside").focus();
    expect(document.activeElement).toBe(byId("outside"));
  });
});
