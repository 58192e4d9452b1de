/**
 * Intl's relative phrase (lower-cased) fitted to follow a language's verb, so the messages stay plain
 * templates ("Atualizado {ago}") that islands carry as text (app/islands/messages.ts).
 */

/**
 * Thai "<verb>เมื่อ<time>" ("อัปเดต{ago}"): not doubled when Intl's phrase starts with it ("เมื่อวาน"),
 * a space before a figure ("อัปเดตเมื่อ 5 นาทีที่ผ่านมา"), none otherwise ("อัปเดตเมื่อสัปดาห์ที่แล้ว").
 */
function thai(time: string): string {
  if (time.startsWith("เมื่อ")) return time;
  return /^\d/.test(time) ? `เมื่อ ${time}` : `เมื่อ${time}`;
}

/** Portuguese: "Atualizado na semana passada", "no mês passado", "no ano passado" (Intl gives them bare). */
function portuguese(time: string): string {
  if (time.startsWith("semana passada")) return `na ${time}`;
  if (/^(mês|ano) passado/.test(time)) return `no ${time}`;
  return time;
}

/** Filipino: "Na-update noong nakaraang linggo" (Intl's "nakalipas na linggo", "nakaraang buwan" stand bare), "noong isang araw". */
function filipino(time: string): string {
  // Intl's "araw bago ang kahapon" (the day before yesterday) is a word-for-word phrase; players say "noong isang araw".
  if (time === "araw bago ang kahapon") return "noong isang araw";
  if (time === "nakalipas na linggo") return "noong nakaraang linggo";
  if (time.startsWith("nakaraang ")) return `noong ${time}`;
  return time;
}

const fitters: Record<string, (time: string) => string> = { th: thai, pt: portuguese, fil: filipino };

/** Intl's phrase `time` fitted to follow a verb in the language of `locale` (a BCP 47 tag). */
export function fitTimePhrase(locale: string, time: string): string {
  const fit = fitters[locale.toLowerCase().split("-")[0]!];
  return fit ? fit(time) : time;
}
