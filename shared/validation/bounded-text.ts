import { z } from 'zod';
import { INPUT_MESSAGES } from './input-limits';
import { isStorableText } from './unicode-text';

// C0 controls (NUL included), DEL and C1 controls.
const ANY_CONTROL = /\p{Cc}/u;
// The same, but tab, LF and CR are allowed (multi-line fields).
const CONTROL_EXCEPT_WHITESPACE = /(?![\t\n\r])\p{Cc}/u;

/** One-line text: bounded, no control characters at all. Trimmed. `missing` is for a non-string. */
export function singleLineText(
  max: number,
  tooLong: string = INPUT_MESSAGES.tooLong(max),
  missing?: string,
) {
  return z
    .string(missing ? { error: missing } : undefined)
    .max(max, tooLong)
    .refine((value) => !hasControlCharacters(value), INPUT_MESSAGES.controlCharacters)
    .trim();
}

/** Multi-line text (descriptions, scripts): bounded; tab, CR and LF allowed, other controls not. */
export function multiLineText(max: number, tooLong = INPUT_MESSAGES.tooLong(max)) {
  return z
    .string()
    .max(max, tooLong)
    .refine((value) => !hasControlCharacters(value, true), INPUT_MESSAGES.controlCharacters);
}

/** Control characters, or lone surrogates (no character at all, and refused by Postgres). */
export function hasControlCharacters(value: string, multiLine = false): boolean {
  return (
    (multiLine ? CONTROL_EXCEPT_WHITESPACE : ANY_CONTROL).test(value) || !isStorableText(value)
  );
}
