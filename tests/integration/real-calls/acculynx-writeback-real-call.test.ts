import { afterAll, describe, expect, it } from 'vitest';
import { startAcculynxFake } from '../../fakes/acculynx-fake';
import { contactsOf } from '../../helpers/dialer-fixtures';
import { waitFor } from '../../helpers/wait-for';
import { contactNumber, importList, realModeAccount } from './real-call-fixtures';
import { dialEveryoneOnce, startRetellWorld } from './retell-world';

const KEY = 'retell-acculynx-writeback-key';
const ACCULYNX_KEY = 'acx_real_call_key';
const acculynx = await startAcculynxFake({
  apiKeys: [ACCULYNX_KEY],
  contacts: [{ id: 'acx-501', firstName: 'Pat', lastName: 'Lee' }],
});
afterAll(() => acculynx.close());
const { fake, ctx, url } = await startRetellWorld(KEY, {
  ACCULYNX_BASE_URL: acculynx.url,
  WEBHOOK_RELAY_INTERVAL_MS: '100',
});

describe('AccuLynx write-back of a real (Retell fake) call', () => {
  it("Retell's call_analyzed of a linked contact ends as a contact log; the unlinked one is listed", async () => {
    const a = await realModeAccount(ctx, fake, url, 'acx-real', KEY);
    await a.caller.storm.connectAcculynxKey({ apiKey: ACCULYNX_KEY });
    const list = await importList(ctx, a.user.accountId, 2);
    const [linked, unlinked] = await contactsOf(ctx, list.id);
    await a.caller.acculynx.setLink({
      contactId: String(linked!.id),
      acculynxContactId: 'acx-501',
    });
    fake.scenarios.set(contactNumber(1), 'booking');
    fake.scenarios.set(contactNumber(2), 'booking');
    await dialEveryoneOnce(ctx, a.caller, list.id);

    const rows = await waitFor(
      async () => {
        const log = await a.caller.acculynx.deliveries();
        const settled = log.filter((r) => r.status === 'delivered' || r.status === 'not_linked');
        return settled.length >= 2 ? log : null;
      },
      { what: 'both write-backs settled' },
    );
    const byContact = new Map(rows.map((r) => [r.contactId, r]));
    expect(byContact.get(String(linked!.id))).toMatchObject({
      event: 'call.analyzed',
      status: 'delivered',
      responseCode: 201,
    });
    expect(byContact.get(String(unlinked!.id))).toMatchObject({
      event: 'call.analyzed',
      status: 'not_linked',
    });
    expect(acculynx.logs.map((l) => l.contactId)).toEqual(['acx-501']);
  });
});
