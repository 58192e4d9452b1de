// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StatusFile } from "~/config/status-schema";
import { FOLLOW_MS as followMs } from "~/lib/constants";
import { useLiveStatus } from "./live-status";

const rendered: StatusFile = { updatedAt: "2026-11-23T09:00:00Z", games: { fisch: { status: "down" } }, executors: [] };
const changed: StatusFile = {
  ...rendered,
  updatedAt: "2026-11-23T10:00:00Z",
  games: { fisch: { status: "operational" } },
};

function Fisch({ status }: { status: StatusFile }) {
  return <p>{useLiveStatus(status).games.fisch?.status}</p>;
}
let hidden = false;
Object.defineProperty(document, "visibilityState", { get: () => (hidden ? "hidden" : "visible") });
afterEach(() => vi.useRealTimers());

describe("an open page's status", () => {
  it("is the rendered one at once, then follows the live file every 30 s while visible, and asks nothing while hidden", async () => {
    vi.useFakeTimers();
    const fetcher = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response(JSON.stringify(changed)));
    const page = render(<Fisch status={rendered} />);
    expect(page.container.textContent).toBe("down");
    expect(fetcher).not.toHaveBeenCalled();
    hidden = true;
    await act(() => vi.advanceTimersByTimeAsync(followMs * 3));
    expect([fetcher.mock.calls.length, page.container.textContent]).toEqual([0, "down"]);
    hidden = false;
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect([fetcher.mock.calls.length, page.container.textContent]).toEqual([1, "operational"]);
    expect(fetcher.mock.calls[0]![1]).toMatchObject({ cache: "no-cache" });
    await act(() => vi.advanceTimersByTimeAsync(followMs));
    expect(fetcher.mock.calls.length).toBe(2);
  });
});
