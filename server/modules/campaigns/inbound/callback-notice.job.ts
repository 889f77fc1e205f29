import escapeHtml from 'escape-html';
import { CALLBACK_NOTICE, type CallbackFacts } from '../../../../shared/calls/callback-notice';
import type { AppDeps } from '../../../deps';
import { AccountEvents, publishAccountEvents } from '../../../events/publish-events';
import type { JobPayload } from '../../../queue/jobs';
import {
  accountOwnerEmail,
  claimCallbackNotice,
  releaseCallbackNotice,
} from './callback-notice.repository';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger' | 'redis' | 'events'>;

/**
 * A known contact called back: the account's owner is told once, in the app (a live notice to
 * every open tab of the account) and by e-mail. A failed e-mail undoes the mark and the job retries.
 */
export async function notifyCallback(
  deps: Deps,
  payload: JobPayload<'callback-notice'>,
): Promise<void> {
  const claimed = await claimCallbackNotice(deps.db, payload.callId);
  if (!claimed) return;
  const facts: CallbackFacts = {
    firstName: claimed.first_name,
    phoneNumber: claimed.phone_number,
    listName: claimed.list_name,
  };
  const message = CALLBACK_NOTICE.message(facts);
  const to = await accountOwnerEmail(deps.db, claimed.account_id);
  if (to) {
    const link = `${deps.config.http.appUrl}/dashboard/call-logs`;
    try {
      await deps.mailer.send({
        to,
        subject: CALLBACK_NOTICE.subject(facts),
        text: `${message}\n${link}\n`,
        html: `<p>${escapeHtml(message)}</p><p><a href="${escapeHtml(link)}">${CALLBACK_NOTICE.viewCall}</a></p>`,
      });
    } catch (error) {
      await releaseCallbackNotice(deps.db, payload.callId);
      throw error;
    }
  }
  const events = new AccountEvents();
  events.add(claimed.account_id, {
    type: 'callback.received',
    callId: payload.callId,
    listId: claimed.list_id,
    contactId: String(claimed.contact_id),
    message,
  });
  await publishAccountEvents(deps, events.byAccount);
}
