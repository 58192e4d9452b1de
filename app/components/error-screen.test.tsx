// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "../root";

describe("the root error boundary", () => {
  it("shows the spec's heading and a way home when a route throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => {
          throw new Error("boom");
        },
        ErrorBoundary: ErrorBoundary as never,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
  });
});
