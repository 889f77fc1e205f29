import { describe, expect, it } from 'vitest';
import { wrapIndex } from '../../../client/lib/wrap-index';

describe('wrapIndex (the carousel index)', () => {
  it('moves forward and back inside the range', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, -1, 3)).toBe(1);
  });

  it('wraps past the last item to the first and before the first to the last', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });

  it('stays at 0 with one item or none', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });
});
