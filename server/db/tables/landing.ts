import type { ColumnType, Generated } from 'kysely';

// Tables the public landing page reads; the admin area writes them.

type DefaultedTime = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DemoCallsTable {
  id: Generated<string>;
  title: string;
  description: string | null;
  /** Where the landing page's player loads the recording (our own audio route for uploads). */
  file_url: string;
  display_order: Generated<number>;
  audio: Buffer | null;
  audio_content_type: string | null;
  created_at: DefaultedTime;
}

export interface TestimonialsTable {
  id: Generated<string>;
  quote: string;
  name: string;
  company: string;
  /** Illustrative, not a real customer: the landing page marks it 'Example'. */
  is_example: Generated<boolean>;
  display_order: Generated<number>;
  created_at: DefaultedTime;
}

/** At most one row (singleton is always true); no row: nothing set. */
export interface LandingSettingsTable {
  singleton: Generated<boolean>;
  /** The hero's social-proof line; '' (not shown) until an admin sets one. */
  social_proof: Generated<string>;
  updated_at: DefaultedTime;
}

export interface LandingTables {
  demo_calls: DemoCallsTable;
  testimonials: TestimonialsTable;
  landing_settings: LandingSettingsTable;
}
