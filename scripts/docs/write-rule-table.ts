/** `npm run docs:rules`: rewrites docs/compliance.md's rule table from the rule table file. */
import { readFileSync, writeFileSync } from 'node:fs';
import { withRuleTable } from './rule-table-markdown';

const path = new URL('../../docs/compliance.md', import.meta.url);
writeFileSync(path, withRuleTable(readFileSync(path, 'utf8')));
console.log('docs/compliance.md: rule table rewritten');
