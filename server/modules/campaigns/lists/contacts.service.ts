import { ACTIVE_CAMPAIGN_STATES } from '../../../../shared/dialer/contact-status';
import { DIALER_MESSAGES } from '../../../../shared/dialer/dialer-messages';
import type {
  ContactsPageInput,
  UpdateListDetailsInput,
} from '../../../../shared/dialer/list-inputs';
import type { ContactsPage, ListSummary } from '../../../../shared/dialer/list-summary';
import type { AppDeps } from '../../../deps';
import { NotFoundError } from '../../../errors';
import { publishEvents } from '../../../events/publish-events';
import { stateEvent } from '../dialer-events';
import { skipReasonText } from '../policy/skip-reasons';
import { callingClockOf } from '../rounds/calling-clock';
import { withNextRounds } from '../rounds/next-round';
import { schedulesOfLists } from '../settings/calling-schedule.repository';
import { setCampaignStates } from '../state/campaign-state';
import { findListOfAccount, listSummaries, setListDetails } from './contact-lists.repository';
import { contactsPage } from './contacts.repository';

type Deps = Pick<AppDeps, 'db' | 'events' | 'logger'>;
type PageDeps = Deps & Pick<AppDeps, 'config' | 'callingClock' | 'voice'>;

export function listsOfAccount(deps: Deps, accountId: string): Promise<ListSummary[]> {
  return listSummaries(deps.db, accountId);
}

export async function listSummaryOf(deps: Deps, accountId: string, listId: string) {
  const [summary] = await listSummaries(deps.db, accountId, listId);
  if (!summary) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
  return summary;
}

/** One page of contacts, each with why it is not being called now (computed at read time). */
export async function pageOfContacts(
  deps: PageDeps,
  accountId: string,
  input: ContactsPageInput,
): Promise<ContactsPage> {
  const list = await findListOfAccount(deps.db, accountId, input.listId);
  if (!list) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
  const schedule = (await schedulesOfLists(deps.db, [list])).get(list.id)!;
  const now = new Date();
  const callingNow = callingClockOf(deps).now();
  const { realCalls } = deps.voice;
  return contactsPage(
    deps.db,
    input,
    list.contact_count,
    (contact) => skipReasonText(contact, schedule, now, callingNow, realCalls)?.text ?? null,
    realCalls,
  );
}

export async function updateListDetails(
  deps: Deps,
  accountId: string,
  input: UpdateListDetailsInput,
): Promise<ListSummary> {
  if (!(await setListDetails(deps.db, accountId, input))) {
    throw new NotFoundError(DIALER_MESSAGES.listNotFound);
  }
  await publishEvents(deps, accountId, [{ type: 'list.changed', listId: input.listId }]);
  return listSummaryOf(deps, accountId, input.listId);
}

/** Deletes a list with its contacts and calls; a dialing list is stopped in the same step. */
export async function deleteList(
  deps: Deps & Pick<AppDeps, 'queues'>,
  accountId: string,
  listId: string,
): Promise<void> {
  const deleted = await withNextRounds(deps, async (trx) => {
    const list = await trx
      .selectFrom('contact_lists')
      .select(['id', 'state'])
      .where('id', '=', listId)
      .where('account_id', '=', accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!list) return null;
    // A list placing calls frees its campaign slot for the next queued one.
    if (list.state === 'running') await setCampaignStates(trx, [{ listId, state: 'stopped' }]);
    await trx.deleteFrom('contact_lists').where('id', '=', list.id).execute();
    return list;
  });
  if (!deleted) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
  const wasDialing = ACTIVE_CAMPAIGN_STATES.includes(deleted.state);
  await publishEvents(deps, accountId, [
    ...(wasDialing ? [stateEvent({ id: listId, state: 'stopped', next_run_at: null })] : []),
    { type: 'list.changed', listId },
  ]);
}
