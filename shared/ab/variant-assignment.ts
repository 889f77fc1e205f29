/** A list may run this many agent variants at once (and no more than its plan's agents). */
export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 4;

export type WeightedVariant = { id: string; weight: number };

/** cyrb53: a fast, well-mixed 53-bit string hash (pure, so the client can show the same). */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A uniform number in (0, 1) from the contact and variant. */
const uniform = (contactKey: string, variantId: string) =>
  (hash53(`${contactKey}|${variantId}`) + 0.5) / 2 ** 53;

/**
 * The variant a contact is assigned to: weighted rendezvous hashing (each variant scores
 * −weight / ln(u), the highest wins). Stable for a contact; a variant's share follows the weights;
 * stopping a variant moves only its own contacts, each to where the same hash sends it among the
 * rest. Variants with no positive weight take nobody. Null when none can take the contact.
 */
export function assignVariant(
  contactKey: string,
  variants: readonly WeightedVariant[],
): string | null {
  let best: string | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const variant of variants) {
    if (!(variant.weight > 0)) continue;
    const score = -variant.weight / Math.log(uniform(contactKey, variant.id));
    if (score > bestScore || (score === bestScore && best !== null && variant.id < best)) {
      best = variant.id;
      bestScore = score;
    }
  }
  return best;
}
