import {
  PHONE_MESSAGES,
  type PhoneNumbersAnswer,
  type PhoneNumberView,
} from '../../../shared/agents/phone-numbers';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';
import { type RetellPhoneNumber, retellApi } from '../../integrations/retell/retell-api';
import { createRetellClient } from '../../integrations/retell/retell-client';
import { readSecret } from '../api-keys/api-keys.service';
import { listNumberRows, upsertActiveNumbers } from './phone-numbers.repository';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const toStored = (n: RetellPhoneNumber) => ({
  phoneNumber: n.phone_number,
  createdAt: n.last_modification_timestamp ? new Date(n.last_modification_timestamp) : new Date(),
});

async function views(deps: Deps, accountId: string): Promise<PhoneNumberView[]> {
  return (await listNumberRows(deps.db, accountId)).map((row) => ({
    phoneNumber: row.phone_number,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** The account's numbers as Retell lists them, kept per account so campaigns can choose one. */
export async function listPhoneNumbers(deps: Deps, accountId: string): Promise<PhoneNumbersAnswer> {
  const key = await readSecret(deps, accountId, 'retell');
  if (!key) return { configured: false, numbers: [] };
  const listed = await retellApi(createRetellClient(deps.config, key)).listPhoneNumbers();
  await upsertActiveNumbers(deps.db, accountId, listed.map(toStored));
  return { configured: true, numbers: await views(deps, accountId) };
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
  const bought = toStored(await retellApi(client).buyPhoneNumber(areaCode));
  await upsertActiveNumbers(deps.db, accountId, [bought]);
  return {
    phoneNumber: bought.phoneNumber,
    status: 'active',
    createdAt: bought.createdAt.toISOString(),
  };
}
