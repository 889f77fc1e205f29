import { authedProcedure, router } from '../../../trpc';
import { ruleTableView } from './rule-table-view';

/** The state rule table, read-only (public facts, the same for every account). */
export const ruleTableRouter = router({
  list: authedProcedure.query(() => ruleTableView()),
});
