import { z } from 'zod';
import { multiLineText } from '../validation/bounded-text';
import { type AnalysisField, LOCKED_ANALYSIS_FIELDS } from './post-call-analysis';

/**
 * Roofing call fields: the post-call analysis fields (Retell's `post_call_analysis_data`,
 * reference 1.7) every managed agent starts with. Each agent can edit, remove or add fields; the
 * locked ones (opted_out) stay apart and cannot be edited here.
 */
export const CALL_FIELD = {
  appointmentBooked: 'appointment_booked',
  roofDamageReported: 'roof_damage_reported',
  insuranceClaimFiled: 'insurance_claim_filed',
  roofAgeYears: 'roof_age_years',
  callbackRequested: 'callback_requested',
} as const;

export const CALL_FIELD_TYPES = ['boolean', 'enum', 'number', 'string'] as const;
export type CallFieldType = (typeof CALL_FIELD_TYPES)[number];
export const CALL_FIELD_TYPE_LABELS: Record<CallFieldType, string> = {
  boolean: 'Yes / no',
  enum: 'One of a list',
  number: 'Number',
  string: 'Text',
};

export const CALL_FIELD_LIMITS = {
  fields: 12,
  name: 40,
  description: 500,
  choices: 10,
  choice: 40,
};

export const CALL_FIELD_MESSAGES = {
  name: 'Use lowercase letters, digits and _ (starting with a letter)',
  lockedName: 'This name is reserved for the do-not-call field',
  duplicate: 'Each field needs its own name',
  description: 'Describe what the AI should fill in',
  choices: 'A list field needs at least two choices',
  tooMany: `An agent can have at most ${CALL_FIELD_LIMITS.fields} call fields`,
} as const;

const FIELD_NAME = /^[a-z][a-z0-9_]*$/;
const locked = new Set(LOCKED_ANALYSIS_FIELDS.map((field) => field.name));

export const CallFieldSchema = z
  .object({
    name: z
      .string()
      .max(CALL_FIELD_LIMITS.name, CALL_FIELD_MESSAGES.name)
      .regex(FIELD_NAME, CALL_FIELD_MESSAGES.name)
      .refine((name) => !locked.has(name), CALL_FIELD_MESSAGES.lockedName),
    type: z.enum(CALL_FIELD_TYPES),
    description: multiLineText(CALL_FIELD_LIMITS.description).pipe(
      z.string().trim().min(1, CALL_FIELD_MESSAGES.description),
    ),
    choices: z
      .array(z.string().trim().min(1).max(CALL_FIELD_LIMITS.choice))
      .max(CALL_FIELD_LIMITS.choices)
      .default([]),
  })
  .refine((field) => field.type !== 'enum' || new Set(field.choices).size >= 2, {
    message: CALL_FIELD_MESSAGES.choices,
    path: ['choices'],
  });
export type CallField = z.infer<typeof CallFieldSchema>;

export const ROOFING_CALL_FIELDS: readonly CallField[] = [
  {
    name: CALL_FIELD.appointmentBooked,
    type: 'boolean',
    description:
      'True when the person agreed to a roof inspection or appointment at a set day and time during this call; false otherwise.',
    choices: [],
  },
  {
    name: CALL_FIELD.roofDamageReported,
    type: 'boolean',
    description:
      'True when the person said their roof has damage (hail, wind, leaks, missing or broken shingles); false otherwise.',
    choices: [],
  },
  {
    name: CALL_FIELD.insuranceClaimFiled,
    type: 'enum',
    description:
      'Whether the person has filed an insurance claim for the roof: yes, no, or unknown when it did not come up.',
    choices: ['yes', 'no', 'unknown'],
  },
  {
    name: CALL_FIELD.roofAgeYears,
    type: 'number',
    description:
      "The roof's age in years as the person stated it; leave empty when it was not mentioned.",
    choices: [],
  },
  {
    name: CALL_FIELD.callbackRequested,
    type: 'string',
    description:
      'When the person asked to be called back: the day or time they asked for, in their words; empty otherwise.',
    choices: [],
  },
];

/** An agent's call fields as the draft keeps them: at most a dozen, each name once. */
export const CallFieldsSchema = z
  .array(CallFieldSchema)
  .max(CALL_FIELD_LIMITS.fields, CALL_FIELD_MESSAGES.tooMany)
  .refine(
    (fields) => new Set(fields.map((f) => f.name)).size === fields.length,
    CALL_FIELD_MESSAGES.duplicate,
  )
  .default(() => ROOFING_CALL_FIELDS.map((field) => ({ ...field, choices: [...field.choices] })));

/** The provider's shape of one field (`choices` only on a list field). */
export function toAnalysisField(field: CallField): AnalysisField {
  return field.type === 'enum'
    ? { type: 'enum', name: field.name, description: field.description, choices: field.choices }
    : { type: field.type, name: field.name, description: field.description };
}
