import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiLineText, singleLineText } from '../../../shared/validation/bounded-text';
import { INPUT_MESSAGES } from '../../../shared/validation/input-limits';
import {
  cleanProviderText,
  cleanProviderValue,
  findUnstorableText,
  isStorableText,
} from '../../../shared/validation/unicode-text';

const HIGH = '\uD83D';
const LOW = '\uDE00';

describe('text Postgres can store', () => {
  it('refuses NUL and lone high or low surrogates, accepts paired ones and RTL overrides', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText(`a${HIGH}b`)).toBe(false);
    expect(isStorableText(`a${LOW}b`)).toBe(false);
    expect(isStorableText(`${LOW}${HIGH}`)).toBe(false);
    expect(isStorableText(`a${HIGH}${LOW}b \u202Eevil`)).toBe(true);
  });

  it('cleans provider text: NUL removed, each lone surrogate replaced by U+FFFD', () => {
    expect(cleanProviderText(`Roof\u0000 ${HIGH}x${LOW} ${HIGH}${LOW}`)).toBe(
      `Roof \uFFFDx\uFFFD ${HIGH}${LOW}`,
    );
    expect(cleanProviderValue({ [`k${HIGH}`]: [`t\u0000`, 3, null] })).toEqual({
      'k\uFFFD': ['t', 3, null],
    });
  });

  it('cleaned text is always storable and well-formed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const cleaned = cleanProviderText(value);
        expect(isStorableText(cleaned)).toBe(true);
        expect(() => encodeURIComponent(cleaned)).not.toThrow();
      }),
    );
  });

  it('finds the path of the first unstorable text in an input', () => {
    expect(findUnstorableText({ agent: { name: 'ok', tags: ['x', `y${LOW}`] } })).toEqual([
      'agent',
      'tags',
      '1',
    ]);
    expect(findUnstorableText({ agent: { 'bad\u0000key': 1 } })).toEqual(['agent']);
    expect(findUnstorableText({ a: 'fine', n: 1, b: null })).toBeNull();
  });

  it('bounded text schemas refuse lone surrogates with the catalogued message', () => {
    for (const schema of [singleLineText(50), multiLineText(50)]) {
      const result = schema.safeParse(`Storm ${HIGH}`);
      expect(result.error?.issues[0]?.message).toBe(INPUT_MESSAGES.controlCharacters);
    }
  });
});
