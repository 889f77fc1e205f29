import type { z } from 'zod';
import {
  type StormFacts,
  stormCallVariables,
  stormCityOf,
} from '../../../shared/storm/storm-facts';
import {
  STORM_LIST_MESSAGES,
  type StormListPreview,
  type StormListSchema,
} from '../../../shared/storm/storm-list-schemas';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';
import { publishEvents } from '../../events/publish-events';
import {
  contactsWithoutUsableZip,
  copyAreaContacts,
  countAreaNumbers,
  countWithoutUsableZip,
  finishStormList,
  insertStormList,
  type StormListSource,
  stormOfList,
} from '../campaigns/lists/storm-list.repository';
import { resolveSearchPlace } from './geo/search-place';
import { milesBetween, zipsInCircle } from './geo/zips-in-circle';
import { localDate } from './hail-search.service';
import { hailEventById } from './storm-event.repository';

type Input = z.output<typeof StormListSchema>;
type Deps = Pick<AppDeps, 'db' | 'config' | 'events' | 'queues' | 'logger'>;

const SKIPPED_SAMPLE = 20;

/** The searched circle, its ZIPs and the storm the list is for (the report must lie inside). */
async function stormArea(deps: Pick<AppDeps, 'db'>, input: Input) {
  const place = resolveSearchPlace(input.address);
  const circle = { lat: place.lat, lon: place.lon, radiusMiles: input.radiusMiles };
  const event = await hailEventById(deps.db, input.eventId);
  if (!event || milesBetween(circle.lat, circle.lon, event.lat, event.lon) > circle.radiusMiles) {
    throw new BadInputError(STORM_LIST_MESSAGES.eventNotInArea);
  }
  const storm: StormFacts = {
    eventId: event.id,
    date: localDate(event),
    sizeInches: Number(event.size_in),
    city: stormCityOf(event.place, event.state),
    center: { lat: circle.lat, lon: circle.lon },
    radiusMiles: circle.radiusMiles,
    address: input.address,
  };
  return { storm, zips: zipsInCircle(circle) };
}

async function noUsableZip(deps: Pick<AppDeps, 'db'>, accountId: string) {
  const total = await countWithoutUsableZip(deps.db, accountId);
  const sample =
    total === 0 ? [] : await contactsWithoutUsableZip(deps.db, accountId, SKIPPED_SAMPLE);
  return {
    total,
    sample: sample.map((c) => ({
      listName: c.list_name,
      firstName: c.first_name,
      phoneNumber: c.phone_number,
    })),
  };
}

/** How many contacts a storm list from `source` gets, and who is left out (every storm list). */
export async function previewStormListOf(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  source: StormListSource,
  storm: StormFacts,
): Promise<StormListPreview> {
  const [counts, skippedZip] = await Promise.all([
    countAreaNumbers(deps.db, accountId, source),
    noUsableZip(deps, accountId),
  ]);
  return {
    count: counts.picked,
    skipped: {
      answeredOrCompleted: counts.reached,
      doNotCall: counts.listed,
      invalidNumber: counts.invalid,
      noUsableZip: skippedZip.total,
      noUsableZipSample: skippedZip.sample,
    },
    storm: { date: storm.date, sizeInches: storm.sizeInches, city: storm.city },
  };
}

/** "Call homeowners in this area": how many contacts the list would get, and who is left out. */
export async function previewStormList(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  input: Input,
): Promise<StormListPreview> {
  const { storm, zips } = await stormArea(deps, input);
  return previewStormListOf(deps, accountId, { kind: 'area', zips }, storm);
}

/**
 * Builds a storm-targeted list in one transaction (list row, contacts, window keys); it
 * remembers its storm, whose facts its calls carry. A list nobody could be copied into is not
 * kept (`nobody` is the message). Every storm list, whatever its source, is built here.
 */
export async function buildStormList(
  deps: Deps,
  accountId: string,
  list: {
    storm: StormFacts;
    name: string;
    description: string;
    fileName: string;
    source: StormListSource;
    nobody: string;
  },
): Promise<{ listId: string; count: number }> {
  const result = await deps.db.transaction().execute(async (tx) => {
    const listId = await insertStormList(tx, {
      accountId,
      name: list.name.slice(0, 100),
      description: list.description.slice(0, 300),
      fileName: list.fileName,
      storm: JSON.stringify(list.storm),
    });
    const copied = await copyAreaContacts(tx, { id: listId, accountId }, list.source);
    if (copied.copied === 0) throw new BadInputError(list.nobody);
    await finishStormList(tx, listId, copied);
    return { listId, count: copied.copied, zonesReady: copied.zonesReady };
  });
  if (!result.zonesReady) await deps.queues.add('contact-zones', {});
  await publishEvents(deps, accountId, [{ type: 'list.changed', listId: result.listId }]);
  return { listId: result.listId, count: result.count };
}

/** "Call homeowners in this area": the list of the searched circle's contacts. */
export async function createStormList(
  deps: Deps,
  accountId: string,
  input: Input,
): Promise<{ listId: string; count: number }> {
  const { storm, zips } = await stormArea(deps, input);
  return buildStormList(deps, accountId, {
    storm,
    name: `Hail ${storm.date} · ${storm.city}`,
    description: `Homeowners within ${storm.radiusMiles} miles of ${storm.address}`,
    fileName: 'Built from a hail search',
    source: { kind: 'area', zips },
    nobody: STORM_LIST_MESSAGES.nobodyInArea,
  });
}

/** What a storm-targeted list's calls carry (its page shows it); null for any other list. */
export async function stormVariablesOfList(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  listId: string,
): Promise<{ storm: StormFacts; variables: Record<string, string> } | null> {
  const storm = await stormOfList(deps.db, accountId, listId);
  return storm ? { storm, variables: stormCallVariables(storm) } : null;
}
