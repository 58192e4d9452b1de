/** The form for a count (Intl.PluralRules: "1 минуту", "5 минут"); an exact `=0` wins, as in ICU (pt-BR 0 is "one"). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule | `=${number}`, string>> & { other: string };

export function plural(locale: string, count: number, forms: PluralForms): string {
  return forms[`=${count}`] ?? forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
}
