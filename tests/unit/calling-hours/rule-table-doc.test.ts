import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleTableMarkdown, withRuleTable } from '../../../scripts/docs/rule-table-markdown';

const doc = readFileSync(new URL('../../../docs/compliance.md', import.meta.url), 'utf8');

describe("docs/compliance.md's rule table", () => {
  it('is the one generated from the rule table file (run npm run docs:rules)', () => {
    expect(withRuleTable(doc)).toBe(doc);
  });

  it('has every state and DC, with unverified rows marked and no row left blank', () => {
    const rows = ruleTableMarkdown()
      .split('\n')
      .filter((line) => /^\| [A-Z]{2} /.test(line));
    expect(rows).toHaveLength(51);
    expect(rows.find((line) => line.startsWith('| NY '))).toContain(
      'federal rules only (unverified)',
    );
    const pa = rows.find((line) => line.startsWith('| PA '))!;
    expect(pa).toContain(
      '2019-12-03 to 2026-10-17: Mon–Sat 8:00–21:00; Sun 13:30–21:00, closed on state holidays.',
    );
    expect(pa).toContain(
      'from 2026-10-18: Mon–Sat 8:00–21:00; Sun closed, closed on state holidays **(unverified)**',
    );
  });
});
