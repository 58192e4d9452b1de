/**
 * The form of a phrase that fits a count (Intl.PluralRules): "1 минуту", "5 минут". `other` is
 * required; an exact count such as `=0` comes first, as in ICU ("0 Robux gerados", not pt-BR's "one").
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule | `=${number}`, string>> & { other: string };

export function plural(locale: string, count: number, forms: PluralForms): string {
  return forms[`=${count}`] ?? forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
}
