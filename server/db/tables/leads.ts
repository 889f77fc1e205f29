// Tables of the leads pipeline (migrations 0034, 0044): tags per contact and stage counters.

import type { Generated } from 'kysely';

export interface ContactTagsTable {
  account_id: string;
  tag: string;
  contact_id: number;
  /** The contact's stage, kept by the stage writer (migration 0044). */
  stage: Generated<string>;
}

export interface ContactStageCountsTable {
  account_id: string;
  stage: string;
  shard: number;
  n: string | number;
}

export interface ContactTagStageCountsTable {
  account_id: string;
  tag: string;
  stage: string;
  shard: number;
  n: string | number;
}

export interface LeadsTables {
  contact_tags: ContactTagsTable;
  contact_stage_counts: ContactStageCountsTable;
  contact_tag_stage_counts: ContactTagStageCountsTable;
}
