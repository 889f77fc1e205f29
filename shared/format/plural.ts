const RULES = new Intl.PluralRules('en-US');

/**
 * '1 contact', '0 contacts', '25 contacts': the one place plural rules live. `many` defaults to
 * `one` + 's'; pass it for irregular words ('1 person', '2 people').
 */
/** 'every minute', 'every 5 minutes'. */
export function everyMinutes(minutes: number): string {
  return minutes === 1 ? 'every minute' : `every ${minutes} minutes`;
}

export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${RULES.select(count) === 'one' ? one : many}`;
}
