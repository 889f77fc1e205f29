import { describe, expect, it } from 'vitest';
import {
  parseRegistryRow,
  REGISTRY_ROW_REASONS,
  rowHoldsNumber,
} from '../../../server/modules/campaigns/registries/registry-file';

describe('registry file rows', () => {
  it('reads a 10-digit number, formatted or not, and area code + number in two cells', () => {
    for (const cells of [
      ['2145550101'],
      ['(214) 555-0101'],
      ['+1 214 555 0101'],
      ['214', '5550101'],
    ])
      expect(parseRegistryRow(cells, 'full', null)).toEqual({
        ok: true,
        phoneNumber: '+12145550101',
        action: 'add',
      });
  });

  it('ignores extra columns of a full list', () => {
    expect(parseRegistryRow(['2145550101', '2026-11-01', 'x'], 'full', null)).toMatchObject({
      ok: true,
      action: 'add',
    });
  });

  it('reads the add/delete marker of a change list', () => {
    expect(parseRegistryRow(['2145550101', 'D'], 'changes', null)).toMatchObject({
      action: 'delete',
    });
    expect(parseRegistryRow(['214', '5550101', 'add'], 'changes', null)).toMatchObject({
      action: 'add',
    });
    expect(parseRegistryRow(['2145550101'], 'changes', null)).toEqual({
      ok: false,
      reason: REGISTRY_ROW_REASONS.noMarker,
    });
  });

  it('says why a row is bad', () => {
    expect(parseRegistryRow(['hello'], 'full', null)).toEqual({
      ok: false,
      reason: REGISTRY_ROW_REASONS.noNumber,
    });
    expect(parseRegistryRow(['1145550101'], 'full', null)).toEqual({
      ok: false,
      reason: REGISTRY_ROW_REASONS.invalidNumber,
    });
    expect(parseRegistryRow(['9725550101'], 'full', new Set(['214']))).toEqual({
      ok: false,
      reason: 'area code 972 is not among the area codes this copy covers',
    });
  });

  it('tells a header row from a data row', () => {
    expect(rowHoldsNumber(['phone'])).toBe(false);
    expect(rowHoldsNumber(['2145550101'])).toBe(true);
  });
});
