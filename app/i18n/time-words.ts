/**
 * Where a language's sentence needs more than Intl's relative phrase dropped in after its verb. Each
 * takes the phrase as Intl.RelativeTimeFormat gives it (lower-cased) or the exact time, and returns
 * the whole sentence. Used by the messages of that language.
 */

/**
 * Thai "<verb> when <time>": Intl's "เมื่อวาน" (yesterday) already carries "เมื่อ" (when), so it is not
 * doubled ("อัปเดตเมื่อวาน", not "อัปเดตเมื่อ เมื่อวาน"); a figure is set off by a space, as Thai writes
 * numbers ("อัปเดตเมื่อ 5 นาทีที่ผ่านมา"); other phrases follow without one ("อัปเดตเมื่อสัปดาห์ที่แล้ว").
 */
export function thaiWhen(verb: string, time: string): string {
  if (time.startsWith("เมื่อ")) return `${verb}${time}`;
  return /^\d/.test(time) ? `${verb}เมื่อ ${time}` : `${verb}เมื่อ${time}`;
}

/** Portuguese: "Atualizado na semana passada", "no mês passado", "no ano passado" (Intl gives them bare). */
export function portugueseWhen(verb: string, time: string): string {
  if (time.startsWith("semana passada")) return `${verb} na ${time}`;
  if (/^(mês|ano) passado/.test(time)) return `${verb} no ${time}`;
  return `${verb} ${time}`;
}

/** Filipino: "Na-update noong nakaraang linggo" (Intl's "nakalipas na linggo", "nakaraang buwan" stand bare). */
export function filipinoWhen(verb: string, time: string): string {
  if (time === "nakalipas na linggo") return `${verb} noong nakaraang linggo`;
  if (time.startsWith("nakaraang ")) return `${verb} noong ${time}`;
  return `${verb} ${time}`;
}
