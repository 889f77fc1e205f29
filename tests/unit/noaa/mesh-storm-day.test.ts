import { describe, expect, it } from 'vitest';
import { meshStormDay } from '../../../server/modules/storm/mesh/mesh-storm-day';

describe('the storm day of a MESH_Max_1440min file', () => {
  it('is the convective day (12Z to 12Z) holding the second before the file time', () => {
    expect(meshStormDay(new Date('2026-05-21T12:00:00Z'))).toBe('2026-05-20');
    expect(meshStormDay(new Date('2026-05-21T12:00:01Z'))).toBe('2026-05-21');
    expect(meshStormDay(new Date('2026-05-21T00:00:00Z'))).toBe('2026-05-20');
    expect(meshStormDay(new Date('2026-05-20T12:00:39Z'))).toBe('2026-05-20');
    expect(meshStormDay(new Date('2027-01-01T11:30:00Z'))).toBe('2026-12-31');
  });
});
