import { assignVariant } from '../../../../shared/ab/variant-assignment';

export type RunningVariantRef = { id: string; voiceAgentId: string; weight: number };

/** What the hash is taken of: the contact within its list. */
export const contactHashKey = (listId: string, contactId: number) => `${listId}:${contactId}`;

/**
 * The variant that dials a claimed contact: the one stored on it while that variant runs (so
 * redials and later weight changes keep it), else the hash's choice among the running variants (a
 * first dispatch, or a contact of a stopped variant). `fresh` says the choice must be stored.
 */
export function variantFor(
  contact: { id: number; listId: string; abVariantId: string | null },
  running: readonly RunningVariantRef[],
): { variant: RunningVariantRef; fresh: boolean } | null {
  const stored = running.find((variant) => variant.id === contact.abVariantId);
  if (stored) return { variant: stored, fresh: false };
  const id = assignVariant(contactHashKey(contact.listId, contact.id), running);
  const chosen = running.find((variant) => variant.id === id);
  return chosen ? { variant: chosen, fresh: true } : null;
}
