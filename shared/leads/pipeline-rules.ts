import { CALL_FIELD } from '../agents/call-fields';
import type { CallFieldValues } from '../calls/call-field-values';
import type { CallOutcome } from '../dialer/contact-status';
import { AUTO_TAGS, type PipelineStage } from './pipeline';

/** What one ended call says about its contact. */
export type CallVerdict = {
  outcome: CallOutcome;
  callFields: CallFieldValues | null;
  /** The provider's analysis: did the call reach its goal (null: no analysis). */
  callSuccessful: boolean | null;
};

const RANK: Record<PipelineStage, number> = {
  New: 0,
  Contacted: 1,
  Interested: 2,
  Appointment: 3,
  Won: 4,
  Lost: 4,
};

/** Outcomes where somebody talked with the agent; no answer, busy and voicemail are not. */
const CONVERSATIONS: readonly CallOutcome[] = ['Completed', 'Answered'];

/**
 * The stage and tags a call earns: a booked appointment → Appointment + 'Booked'; reported damage
 * → Interested + 'Hot lead'; a requested callback → Interested; a conversation the analysis calls
 * unsuccessful with none of these → Lost + 'Not interested'; any other conversation → Contacted.
 * A call nobody talked on (no answer, busy, voicemail only, an invalid number) moves nobody.
 */
export function leadRulesOf(call: CallVerdict): { stage: PipelineStage | null; tags: string[] } {
  if (call.outcome === 'Invalid Number') return { stage: null, tags: [] };
  const fields = call.callFields ?? {};
  const booked = fields[CALL_FIELD.appointmentBooked] === true;
  const damage = fields[CALL_FIELD.roofDamageReported] === true;
  const callback = String(fields[CALL_FIELD.callbackRequested] ?? '').trim() !== '';
  const tags = [...(booked ? [AUTO_TAGS.booked] : []), ...(damage ? [AUTO_TAGS.hotLead] : [])];
  if (booked) return { stage: 'Appointment', tags };
  if (damage || callback) return { stage: 'Interested', tags };
  if (!CONVERSATIONS.includes(call.outcome)) return { stage: null, tags };
  if (call.callSuccessful === false) return { stage: 'Lost', tags: [AUTO_TAGS.notInterested] };
  return { stage: 'Contacted', tags };
}

/**
 * Where an automatic move takes a contact: only forward. Won is never left automatically; Lost
 * only replaces New or Contacted, and is left only for Interested or Appointment.
 */
export function automaticStage(current: PipelineStage, target: PipelineStage): PipelineStage {
  if (current === 'Won' || current === target) return current;
  if (target === 'Lost') return RANK[current] <= RANK.Contacted ? 'Lost' : current;
  if (current === 'Lost') return RANK[target] >= RANK.Interested ? target : current;
  return RANK[target] > RANK[current] ? target : current;
}
