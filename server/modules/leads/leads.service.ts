import {
  AUTO_TAGS,
  LEADS_PAGE_SIZE,
  type LeadFilters,
  type LeadRow,
  type LeadsPage,
  PIPELINE_STAGES,
  type PipelineStage,
  type StageCount,
} from '../../../shared/leads/pipeline';
import type { AppDeps } from '../../deps';
import { addTags, removeTag, tagsInUse, tagsOf } from './contact-tags.repository';
import { leadsPage, stageCounts } from './leads.repository';
import { moveStages } from './stage-writer';

/** One page (50) of the account's leads, newest first, with their tags. */
export async function getLeadsPage(
  deps: AppDeps,
  accountId: string,
  filters: LeadFilters,
  cursor: string | null,
): Promise<LeadsPage> {
  const before = cursor ? Number(cursor) : null;
  const records = await leadsPage(deps.db, accountId, filters, before, LEADS_PAGE_SIZE + 1);
  const rows = records.slice(0, LEADS_PAGE_SIZE);
  const tags = await tagsOf(
    deps.db,
    accountId,
    rows.map((row) => Number(row.id)),
  );
  const leads: LeadRow[] = rows.map((row) => ({
    id: Number(row.id),
    firstName: row.first_name,
    phoneNumber: row.phone_number,
    listId: row.list_id,
    listName: row.list_name,
    stage: row.stage,
    tags: [
      ...(tags.get(Number(row.id)) ?? []),
      ...(row.status === 'Do Not Call' ? [AUTO_TAGS.doNotCall] : []),
    ],
    status: row.status,
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
  }));
  const last = leads.at(-1);
  return {
    rows: leads,
    nextCursor: records.length > LEADS_PAGE_SIZE && last ? String(last.id) : null,
  };
}

export async function getStageCounts(
  deps: AppDeps,
  accountId: string,
  filters: LeadFilters,
): Promise<StageCount[]> {
  const counts = await stageCounts(deps.db, accountId, filters);
  return PIPELINE_STAGES.map((stage) => ({ stage, count: counts.get(stage) ?? 0 }));
}

/** The tags the filter offers: the automatic ones, then those in use. */
export async function getTagChoices(deps: AppDeps, accountId: string): Promise<string[]> {
  const used = await tagsInUse(deps.db, accountId);
  return [...new Set([...Object.values(AUTO_TAGS), ...used])];
}

/** Moves contacts to a stage by hand; returns how many changed. */
export async function moveContactsToStage(
  deps: AppDeps,
  accountId: string,
  contactIds: readonly number[],
  stage: PipelineStage,
): Promise<number> {
  const moves = contactIds.map((contactId) => ({ contactId, stage }));
  const changes = await deps.db
    .transaction()
    .execute((trx) => moveStages(trx, accountId, moves, 'manual'));
  return changes.length;
}

export function tagContacts(deps: AppDeps, accountId: string, ids: readonly number[], tag: string) {
  return addTags(
    deps.db,
    accountId,
    ids.map((contactId) => ({ contactId, tag })),
  );
}

export function untagContacts(
  deps: AppDeps,
  accountId: string,
  ids: readonly number[],
  tag: string,
) {
  return removeTag(deps.db, accountId, ids, tag);
}
