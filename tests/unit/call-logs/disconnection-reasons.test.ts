import { describe, expect, it } from 'vitest';
import { disconnectionReasonText } from '../../../shared/calls/disconnection-reasons';

describe('disconnectionReasonText', () => {
  it('says what a provider reason means in words', () => {
    expect(disconnectionReasonText('user_hangup')).toBe('Caller hung up');
    expect(disconnectionReasonText('dial_no_answer')).toBe('No answer');
    expect(disconnectionReasonText('voicemail_reached')).toBe('Reached voicemail');
  });

  it('shows an unknown reason as words, never as a code, and nothing for none', () => {
    expect(disconnectionReasonText('line_on_fire')).toBe('Line on fire');
    expect(disconnectionReasonText('constructor')).toBe('Constructor');
    expect(disconnectionReasonText('___')).toBeNull();
    expect(disconnectionReasonText(null)).toBeNull();
  });
});
