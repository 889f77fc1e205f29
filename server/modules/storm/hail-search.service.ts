import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import { type HailEvent, SAMPLE_HAIL_EVENTS } from '../../../shared/storm/storm-samples';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';
import { hasHailProvider } from './storm.repository';

export type HailSearchResult = { address: string; events: HailEvent[]; sample: true };

/**
 * Hail events for an address. Needs a connected hail provider, as the page does. Neither
 * provider can be queried from here yet, so the answer is the spec's three sample events,
 * marked as samples; the NOAA issue replaces them with real records.
 */
export async function searchHail(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  address: string,
): Promise<HailSearchResult> {
  if (!(await hasHailProvider(deps.db, accountId))) {
    throw new BadInputError(STORM_MESSAGES.connectHailProvider);
  }
  return { address, events: [...SAMPLE_HAIL_EVENTS], sample: true };
}
