/**
 * Thai's "<verb> when <time>": Intl's "เมื่อวาน" (yesterday) already carries "เมื่อ" (when), so it is
 * not doubled ("อัปเดตเมื่อวาน", not "อัปเดตเมื่อ เมื่อวาน"); a figure is set off by a space, as Thai
 * writes numbers ("อัปเดตเมื่อ 5 นาทีที่ผ่านมา"); other phrases follow without one
 * ("อัปเดตเมื่อสัปดาห์ที่แล้ว"). Used by messages/th.ts and messages/pages/th.ts.
 */
export function thaiWhen(verb: string, time: string): string {
  if (time.startsWith("เมื่อ")) return `${verb}${time}`;
  return /^\d/.test(time) ? `${verb}เมื่อ ${time}` : `${verb}เมื่อ${time}`;
}
