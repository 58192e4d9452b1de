/**
 * The form of a phrase that fits a count in a language (Intl.PluralRules): "1 минуту", "5 минут".
 * Messages that take a count give every form their language has (`other` is required), and may give
 * an exact count first, as ICU MessageFormat's `=0` does (pt-BR counts 0 as "one", its readers say
 * "0 Robux gerados").
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule | `=${number}`, string>> & { other: string };

export function plural(locale: string, count: number, forms: PluralForms): string {
  return forms[`=${count}`] ?? forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
}
