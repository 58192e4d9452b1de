const rules: Record<string, [RegExp, string][]> = {
  // Thai "<verb>เมื่อ<time>": not doubled before Intl's "เมื่อวาน", a space before a figure ("เมื่อ 5 นาที…").
  th: [
    [/^(?=เมื่อ)/, ""],
    [/^(?=\d)/, "เมื่อ "],
    [/^/, "เมื่อ"],
  ],
  // Portuguese: "Atualizado na semana passada", "no mês passado", "no ano passado" (Intl gives them bare).
  pt: [
    [/^(?=semana passada)/, "na "],
    [/^(?=(mês|ano) passado)/, "no "],
  ],
  // Filipino: "Na-update noong nakaraang linggo" (Intl's "nakalipas na linggo", "nakaraang buwan" stand bare);
  // Intl's "araw bago ang kahapon" (the day before yesterday) is word for word: players say "noong isang araw".
  fil: [
    [/^araw bago ang kahapon$/, "noong isang araw"],
    [/^nakalipas na linggo$/, "noong nakaraang linggo"],
    [/^(?=nakaraang )/, "noong "],
  ],
};

/** Intl's phrase `time` (lower-cased) fitted to follow a verb in `locale`'s language: messages stay plain templates. */
export function fitTimePhrase(locale: string, time: string): string {
  const rule = rules[locale.toLowerCase().split("-")[0]!]?.find(([pattern]) => pattern.test(time));
  return rule ? time.replace(...rule) : time;
}
