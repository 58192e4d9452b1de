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
  // Intl's "araw bago ang kahapon" (the day before yesterday) is word for word: Filipino says "kamakalawa"
  // ("noong isang araw" is "the other day", any recent day).
  fil: [
    [/^araw bago ang kahapon$/, "kamakalawa"],
    [/^nakalipas na linggo$/, "noong nakaraang linggo"],
    [/^(?=nakaraang )/, "noong "],
  ],
};

/**
 * Languages whose rules reword Intl's phrase itself, so they apply to a time standing alone too (the
 * executors' "Last checked" cells: "Kamakalawa", never "Araw bago ang kahapon"); the others' rules
 * only fit the phrase after a verb (Thai "เมื่อ", Portuguese "na", which a cell does without).
 */
const aloneToo = new Set(["fil"]);

/**
 * Intl's phrase `time` (lower-cased) fitted to follow a verb in `locale`'s language, or to stand `alone`:
 * messages stay plain templates.
 */
export function fitTimePhrase(locale: string, time: string, alone = false): string {
  const language = locale.toLowerCase().split("-")[0]!;
  if (alone && !aloneToo.has(language)) return time;
  const rule = rules[language]?.find(([pattern]) => pattern.test(time));
  return rule ? time.replace(...rule) : time;
}
