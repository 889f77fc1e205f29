import { z } from 'zod';
import { INPUT_MESSAGES } from './input-limits';

// C0 controls, DEL and C1 controls; NUL included.
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// The same, but tab, LF and CR are allowed (multi-line fields).
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** One-line text: bounded, no control characters at all. Trimmed. */
export function singleLineText(max: number, tooLong = INPUT_MESSAGES.tooLong(max)) {
  return z
    .string()
    .max(max, tooLong)
    .refine((value) => !ANY_CONTROL.test(value), INPUT_MESSAGES.controlCharacters)
    .trim();
}

/** Multi-line text (descriptions, scripts): bounded; tab, CR and LF allowed, other controls not. */
export function multiLineText(max: number, tooLong = INPUT_MESSAGES.tooLong(max)) {
  return z
    .string()
    .max(max, tooLong)
    .refine((value) => !CONTROL_EXCEPT_WHITESPACE.test(value), INPUT_MESSAGES.controlCharacters);
}

export function hasControlCharacters(value: string, multiLine = false): boolean {
  return (multiLine ? CONTROL_EXCEPT_WHITESPACE : ANY_CONTROL).test(value);
}
