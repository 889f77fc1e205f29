import {
  type CallbackAnswering,
  PHONE_MESSAGES,
  type PhoneNumbersAnswer,
  type PhoneNumberView,
} from '../../../shared/agents/phone-numbers';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';
import { type RetellPhoneNumber, retellApi } from '../../integrations/retell/retell-api';
import { createRetellClient } from '../../integrations/retell/retell-client';
import { readSecret } from '../api-keys/api-keys.service';
import { syncInboundOfNumbers } from './inbound-sync.service';
import { listNumberRows, upsertActiveNumbers } from './phone-numbers.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

const toStored = (n: RetellPhoneNumber) => ({
  phoneNumber: n.phone_number,
  createdAt: n.last_modification_timestamp ? new Date(n.last_modification_timestamp) : new Date(),
});

type NumberRow = Awaited<ReturnType<typeof listNumberRows>>[number];

const callbacksOf = (row: NumberRow): CallbackAnswering => {
  if (!row.inbound_synced_at) return 'not-synced';
  return row.inbound_agent_kept ? 'kept' : 'product';
};

async function views(deps: Deps, accountId: string) {
  const rows = await listNumberRows(deps.db, accountId);
  const numbers: PhoneNumberView[] = rows.map((row) => ({
    phoneNumber: row.phone_number,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    callbacks: callbacksOf(row),
  }));
  const callbacksNotice = rows
    .filter((row) => row.inbound_synced_at && !row.inbound_notice_seen_at)
    .map((row) => row.phone_number);
  return { numbers, callbacksNotice };
}

/** The account's numbers as Retell lists them, kept per account so campaigns can choose one. */
export async function listPhoneNumbers(deps: Deps, accountId: string): Promise<PhoneNumbersAnswer> {
  const key = await readSecret(deps, accountId, 'retell');
  if (!key) return { configured: false, numbers: [], callbacksNotice: [] };
  const api = retellApi(createRetellClient(deps.config, key));
  const listed = await api.listPhoneNumbers();
  await upsertActiveNumbers(deps.db, accountId, listed.map(toStored));
  await syncInboundOfNumbers(deps, accountId, api, listed);
  return { configured: true, ...(await views(deps, accountId)) };
}

/** Buys a number in the area code through Retell (one attempt: a retried purchase could buy two). */
export async function buyPhoneNumber(
  deps: Deps,
  accountId: string,
  areaCode: number,
): Promise<PhoneNumberView> {
  const key = await readSecret(deps, accountId, 'retell');
  if (!key) throw new BadInputError(PHONE_MESSAGES.keyRequired);
  const client = createRetellClient(deps.config, key, { maxRetries: 0 });
  const api = retellApi(client);
  const number = await api.buyPhoneNumber(areaCode);
  const bought = toStored(number);
  await upsertActiveNumbers(deps.db, accountId, [bought]);
  await syncInboundOfNumbers(deps, accountId, api, [number]);
  const { numbers } = await views(deps, accountId);
  return numbers.find((view) => view.phoneNumber === bought.phoneNumber)!;
}
