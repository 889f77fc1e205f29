import { describe, expect, it } from 'vitest';
import { assignVariant } from '../../../shared/ab/variant-assignment';

const VARIANTS = [
  { id: 'a', weight: 50 },
  { id: 'b', weight: 30 },
  { id: 'c', weight: 20 },
];
const CONTACTS = 100_000;
const keys = Array.from({ length: CONTACTS }, (_, i) => `list-1:${i + 1}`);

/** χ² critical value for 2 degrees of freedom at p = 0.001. */
const CHI2_DF2_999 = 13.816;

describe('A/B variant assignment', () => {
  it('follows the weights over 100,000 contacts (χ² test)', () => {
    const counts = new Map<string, number>();
    for (const key of keys) {
      const id = assignVariant(key, VARIANTS)!;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const chi2 = VARIANTS.reduce((sum, variant) => {
      const expected = (CONTACTS * variant.weight) / 100;
      return sum + ((counts.get(variant.id) ?? 0) - expected) ** 2 / expected;
    }, 0);
    expect(chi2).toBeLessThan(CHI2_DF2_999);
  });

  it('gives a contact the same variant every time, whatever order the variants come in', () => {
    const reversed = [...VARIANTS].reverse();
    for (const key of keys.slice(0, 2000)) {
      expect(assignVariant(key, reversed)).toBe(assignVariant(key, VARIANTS));
    }
  });

  it('moves only the stopped variant’s contacts, in the weights of the rest', () => {
    const remaining = VARIANTS.filter((v) => v.id !== 'b');
    let moved = 0;
    let toA = 0;
    for (const key of keys) {
      const before = assignVariant(key, VARIANTS);
      const after = assignVariant(key, remaining);
      if (before === 'b') {
        moved++;
        if (after === 'a') toA++;
      } else {
        expect(after).toBe(before);
      }
    }
    // a : c = 50 : 20 among the moved contacts, well within 3 %.
    expect(toA / moved).toBeGreaterThan(50 / 70 - 0.03);
    expect(toA / moved).toBeLessThan(50 / 70 + 0.03);
  });

  it('assigns nobody to a variant without weight, and null with no variant left', () => {
    const zero = [
      { id: 'a', weight: 1 },
      { id: 'b', weight: 0 },
    ];
    expect(keys.slice(0, 500).every((key) => assignVariant(key, zero) === 'a')).toBe(true);
    expect(assignVariant('list-1:1', [])).toBeNull();
  });
});
