// Tables of the leads pipeline (migration 0034): tags per contact and stage counters.

export interface ContactTagsTable {
  account_id: string;
  tag: string;
  contact_id: number;
}

export interface ContactStageCountsTable {
  account_id: string;
  stage: string;
  shard: number;
  n: string | number;
}

export interface LeadsTables {
  contact_tags: ContactTagsTable;
  contact_stage_counts: ContactStageCountsTable;
}
