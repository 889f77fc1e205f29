import { describe, expect, it } from 'vitest';
import { waitText } from '../../shared/format/wait-text';

describe('waitText', () => {
  it('rounds up to whole minutes, at least one, and to hours past two hours', () => {
    expect(waitText(0)).toBe('1 minute');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(60_001)).toBe('2 minutes');
    expect(waitText(300_000)).toBe('5 minutes');
    expect(waitText(3_600_000)).toBe('60 minutes');
    expect(waitText(7_200_000)).toBe('120 minutes');
    expect(waitText(7_200_001)).toBe('3 hours');
    expect(waitText(86_400_000)).toBe('24 hours');
  });
});
