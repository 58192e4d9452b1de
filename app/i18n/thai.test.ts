import { describe, expect, it } from "vitest";
import { thaiWhen } from "./thai";

describe("thaiWhen", () => {
  const intl = new Intl.RelativeTimeFormat("th", { numeric: "auto" });

  it("does not double เมื่อ before Intl's เมื่อวาน", () => {
    expect(thaiWhen("อัปเดต", intl.format(-1, "day"))).toBe("อัปเดตเมื่อวาน");
  });

  it("sets a figure off by a space and joins other phrases", () => {
    expect(thaiWhen("อัปเดต", intl.format(-5, "minute"))).toBe("อัปเดตเมื่อ 5 นาทีที่ผ่านมา");
    expect(thaiWhen("อัปเดต", intl.format(-1, "week"))).toBe("อัปเดตเมื่อสัปดาห์ที่แล้ว");
    expect(thaiWhen("อัปเดต", "23 พ.ย. 2569 11:06 UTC")).toBe("อัปเดตเมื่อ 23 พ.ย. 2569 11:06 UTC");
  });
});
