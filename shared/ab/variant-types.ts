import type { Interval, ProportionTest } from './ab-statistics';

export type VariantView = {
  id: string;
  agentId: string;
  agentName: string;
  weight: number;
  stoppedAt: string | null;
};

/** The Variants tab: the list's variants and the plan's bound on them. */
export type VariantsView = {
  variants: VariantView[];
  planAgents: number;
  planLabel: string;
};

export type Rate = { count: number; rate: number | null; interval: Interval | null };

/** One variant's results, counted per assigned contact (redials are not independent trials). */
export type VariantResult = {
  id: string;
  agentName: string;
  stopped: boolean;
  contactsDialled: number;
  connected: Rate;
  booked: Rate;
  /** The agent's own `appointment_booked` field: shown as "reported by the agent" only. */
  reportedByAgent: number;
  /** Seconds per connected call; bootstrap interval over contacts. */
  averageDurationS: { value: number | null; interval: Interval | null };
  /** Dollars per booked appointment; bootstrap interval over contacts. */
  costPerBooking: { value: number | null; interval: Interval | null };
};

export type VariantLeading = {
  id: string;
  runnerUp: string;
  test: ProportionTest;
  /** The sample sizes stated beside the claim. */
  contacts: number;
  runnerUpContacts: number;
};

export type VariantResults = {
  variants: VariantResult[];
  leading: VariantLeading | null;
  simulated: { included: boolean; realCallsExist: boolean };
};
