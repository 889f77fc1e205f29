import { describe, expect, it } from 'vitest';
import { callsOf } from '../../helpers/dialer-fixtures';
import { contactNumber, importList, realModeAccount } from '../real-calls/real-call-fixtures';
import { dialEveryoneOnce, startRetellWorld } from '../real-calls/retell-world';

const KEY = 'retell-call-fields-key';
const { fake, ctx, url } = await startRetellWorld(KEY);

describe('roofing call fields', () => {
  it("stores a call_analyzed's field values, shows them, filters and exports them", async () => {
    const a = await realModeAccount(ctx, fake, url, 'call-fields', KEY);
    const list = await importList(ctx, a.user.accountId, 2);
    fake.scenarios.set(contactNumber(1), 'booking');
    fake.scenarios.set(contactNumber(2), 'conversation');
    await dialEveryoneOnce(ctx, a.caller, list.id);

    const calls = await ctx.db
      .selectFrom('calls')
      .innerJoin('contacts', 'contacts.id', 'calls.contact_id')
      .select(['calls.id', 'calls.call_fields', 'contacts.phone_number'])
      .where('calls.list_id', '=', list.id)
      .execute();
    const booked = calls.find((c) => c.phone_number === contactNumber(1))!;
    const declined = calls.find((c) => c.phone_number === contactNumber(2))!;
    expect(booked.call_fields).toEqual({
      opted_out: false,
      appointment_booked: true,
      roof_damage_reported: true,
      insurance_claim_filed: 'yes',
      roof_age_years: 14,
      callback_requested: '',
    });
    expect(declined.call_fields).toMatchObject({ appointment_booked: false });

    const details = await a.caller.callLogs.details({ callId: booked.id });
    expect(details.callFields.slice(0, 5)).toEqual([
      { name: 'appointment_booked', label: 'Appointment booked', value: 'Yes' },
      { name: 'roof_damage_reported', label: 'Roof damage reported', value: 'Yes' },
      { name: 'insurance_claim_filed', label: 'Insurance claim filed', value: 'yes' },
      { name: 'roof_age_years', label: 'Roof age (years)', value: '14' },
      { name: 'callback_requested', label: 'Callback requested', value: '' },
    ]);

    const page = (filters: Record<string, string>) =>
      a.caller.callLogs.page({ filters: { listId: list.id, ...filters } });
    expect(
      (await page({ fieldName: 'appointment_booked', fieldValue: 'true' })).rows.map((r) => r.id),
    ).toEqual([booked.id]);
    expect(
      (await page({ fieldName: 'insurance_claim_filed', fieldValue: 'unknown' })).rows.map(
        (r) => r.id,
      ),
    ).toEqual([declined.id]);
    expect((await page({ fieldName: 'roof_age_years' })).rows.map((r) => r.id)).toEqual([
      booked.id,
    ]);
    expect((await page({ fieldName: 'callback_requested' })).rows).toEqual([]);

    const res = await fetch(
      `${url}/api/calls/export.csv?listId=${list.id}&fieldName=appointment_booked&fieldValue=true`,
      { headers: { cookie: a.cookie } },
    );
    const [header, row, end] = (await res.text()).split('\r\n');
    expect(header).toMatch(
      /,Appointment booked,Roof damage reported,Insurance claim filed,Roof age \(years\),Callback requested,Other Call Fields,Direction$/,
    );
    expect(row).toContain(booked.id);
    expect(row).toMatch(/,Yes,Yes,yes,14,,,Outbound$/);
    expect(end).toBe('');
    expect(await callsOf(ctx, list.id)).toHaveLength(2);
  });

  it('refuses a malformed call-field filter with a clear message', async () => {
    const a = await realModeAccount(ctx, fake, url, 'call-fields-bad', KEY);
    await expect(
      a.caller.callLogs.page({ filters: { fieldName: "x' or 1=1 --" } }),
    ).rejects.toThrow('Unknown call field');
  });
});
