import type { AstroCookies } from "astro";
import { describe, expect, it } from "vitest";
import { adminForm } from "./admin.ts";
import type { Center } from "./center.ts";

/** The admin's answer to a maintenance form, and the windows it scheduled. */
async function post(fields: Record<string, string>) {
  const scheduled: unknown[][] = [];
  const center = { maintenance: { schedule: async (...args: unknown[]) => scheduled.push(args) } } as unknown as Center;
  const locals = { operator: { id: 1, name: "Ana" }, token: "t" } as unknown as App.Locals;
  const cookies = { set: () => {} } as unknown as AstroCookies;
  const form = new FormData();
  for (const [name, value] of Object.entries({ intent: "schedule-maintenance", game: "fisch", note: "", ...fields }))
    form.set(name, value);
  const outcome = await adminForm(center, locals, cookies, form);
  return { status: outcome.status, alert: outcome.alert, scheduled: scheduled.length };
}

describe("the admin's maintenance form", () => {
  it("refuses a date that does not exist instead of rolling it over", async () => {
    expect(await post({ from: "2099-02-31T10:00", to: "2099-03-05T10:00" })).toEqual({
      status: 400,
      alert: "Give the start and the end as dates and times in UTC that exist. Nothing was scheduled.",
      scheduled: 0,
    });
  });

  it("refuses a window shorter than a minute or longer than 31 days, and schedules one between", async () => {
    expect(await post({ from: "2099-01-01T10:00", to: "2099-01-01T10:00:30" })).toEqual({
      status: 400,
      alert: "A window lasts at least 1 minute. Nothing was scheduled.",
      scheduled: 0,
    });
    expect(await post({ from: "2099-01-01T10:00", to: "2099-02-01T10:01" })).toEqual({
      status: 400,
      alert: "A window lasts at most 31 days. Nothing was scheduled.",
      scheduled: 0,
    });
    expect(await post({ from: "2099-01-01T10:00", to: "2099-02-01T10:00" })).toEqual({
      status: 303,
      alert: undefined,
      scheduled: 1,
    });
  });
});
