const RULES = new Intl.PluralRules('en-US');

/**
 * '1 contact', '0 contacts', '25 contacts': the one place plural rules live. `many` defaults to
 * `one` + 's'; pass it for irregular words ('1 person', '2 people').
 */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${RULES.select(count) === 'one' ? one : many}`;
}
