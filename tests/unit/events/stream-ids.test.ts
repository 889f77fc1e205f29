import { describe, expect, it } from 'vitest';
import { compareStreamIds, entryBody } from '../../../server/events/stream-ids';

describe('stream entry ids', () => {
  it('orders by milliseconds, then by sequence, exactly beyond 2^53', () => {
    expect(compareStreamIds('1700000000000-0', '1700000000000-1')).toBe(-1);
    expect(compareStreamIds('1700000000001-0', '1700000000000-9')).toBe(1);
    expect(compareStreamIds('999-5', '1000-0')).toBe(-1);
    expect(compareStreamIds('9007199254740993-0', '9007199254740992-0')).toBe(1);
    expect(compareStreamIds('0042-7', '42-7')).toBe(0);
  });

  it("reads the bus's event field", () => {
    expect(entryBody(['event', '{"type":"team.changed"}'])).toBe('{"type":"team.changed"}');
    expect(entryBody(['other', 'x'])).toBeNull();
  });
});
