import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { SALES_REP_MESSAGES } from '../../../shared/sales-reps/sales-rep-schema';
import { signedInMember, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

const dana = {
  name: '  Dana Reyes ',
  phone: '(214) 555-0100',
  timeZone: 'America/Chicago',
  days: [5, 1, 2],
  start: '09:00',
  end: '17:30',
};

describe('sales reps (Settings → Team)', () => {
  it('adds a rep with the number cleaned as uploads clean it, edits, switches off and removes', async () => {
    const owner = await signedInUser(ctx, 'reps');
    const added = await owner.caller.salesReps.add(dana);
    expect(added).toEqual({
      id: added.id,
      name: 'Dana Reyes',
      phone: '+12145550100',
      timeZone: 'America/Chicago',
      days: [1, 2, 5],
      start: '09:00',
      end: '17:30',
      enabled: true,
    });
    const edited = await owner.caller.salesReps.update({
      id: added.id,
      rep: { ...dana, end: '24:00', days: [0] },
    });
    expect(edited).toMatchObject({ end: '24:00', days: [0] });
    const off = await owner.caller.salesReps.setEnabled({ id: added.id, enabled: false });
    expect(off.enabled).toBe(false);
    expect(await owner.caller.salesReps.list()).toEqual([off]);
    await owner.caller.salesReps.remove({ id: added.id });
    expect(await owner.caller.salesReps.list()).toEqual([]);
    expect(await refusalOf(owner.caller.salesReps.remove({ id: added.id }))).toEqual({
      code: 'NOT_FOUND',
      message: SALES_REP_MESSAGES.notFound,
    });
  });

  it('refuses bad input with catalogued messages', async () => {
    const owner = await signedInUser(ctx, 'reps-bad');
    expect(await refusalOf(owner.caller.salesReps.add({ ...dana, phone: '555' }))).toEqual({
      code: 'BAD_REQUEST',
      message: SALES_REP_MESSAGES.invalidPhone,
    });
    const late = await refusalOf(owner.caller.salesReps.add({ ...dana, start: '18:00' }));
    expect(late.code).toBe('BAD_REQUEST');
    expect(late.message).toContain(SALES_REP_MESSAGES.hoursOrder);
    const noDays = await refusalOf(owner.caller.salesReps.add({ ...dana, days: [] }));
    expect(noDays.message).toContain(SALES_REP_MESSAGES.daysRequired);
    expect(await owner.caller.salesReps.list()).toEqual([]);
  });

  it('lets members read but not manage, and keeps each account to its own reps', async () => {
    const owner = await signedInUser(ctx, 'reps-owner');
    const member = await signedInMember(ctx, owner);
    const stranger = await signedInUser(ctx, 'reps-stranger');
    const added = await owner.caller.salesReps.add(dana);
    expect(await member.caller.salesReps.list()).toEqual([added]);
    expect(await refusalOf(member.caller.salesReps.add(dana))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only account owners can do this.',
    });
    expect(await stranger.caller.salesReps.list()).toEqual([]);
    expect(await refusalOf(stranger.caller.salesReps.remove({ id: added.id }))).toEqual({
      code: 'NOT_FOUND',
      message: SALES_REP_MESSAGES.notFound,
    });
    expect(await owner.caller.salesReps.list()).toEqual([added]);
  });
});
