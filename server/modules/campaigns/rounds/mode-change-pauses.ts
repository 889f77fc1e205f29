import type { Transaction } from 'kysely';
import { DIALER_MESSAGES } from '../../../../shared/dialer/dialer-messages';
import type { Database } from '../../../db/types';
import { startedSimulatedNowReal } from '../policy/calling-mode';
import { setCampaignStates } from '../state/campaign-state';

type ListRef = { id: string; account_id: string; voice_mode: string | null };

/**
 * Pauses, with the reason shown on the list, the locked campaigns started with simulated calls
 * while this deployment now places real ones. Returns them; the round dials none of them.
 */
export async function pauseModeChanged<T extends ListRef>(
  trx: Transaction<Database>,
  lists: readonly T[],
  currentMode: string,
): Promise<T[]> {
  const changed = lists.filter((list) => startedSimulatedNowReal(list, currentMode));
  await setCampaignStates(
    trx,
    changed.map((list) => ({
      listId: list.id,
      state: 'paused',
      pauseReason: DIALER_MESSAGES.modeChangedToReal,
    })),
  );
  return changed;
}
