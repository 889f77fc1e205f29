import { toE164 } from '../../../shared/phone/normalize-phone';
import {
  clockOf,
  SALES_REP_MESSAGES,
  SALES_REPS_MAX,
  type SalesRepInput,
  type SalesRepView,
} from '../../../shared/sales-reps/sales-rep-schema';
import type { AppDeps } from '../../deps';
import { BadInputError, ConflictError, NotFoundError } from '../../errors';
import { phoneRegionOf } from '../campaigns/lists/phone-region.repository';
import {
  countReps,
  deleteRep,
  insertRep,
  repsOfAccount,
  type SalesRepFields,
  type SalesRepRow,
  updateRep,
} from './sales-reps.repository';

/** The parsed input (the schema has turned the clocks into minutes). */
type ParsedRep = Omit<SalesRepInput, 'start' | 'end' | 'enabled'> & {
  start: number;
  end: number;
  enabled: boolean;
};

export function repView(row: SalesRepRow): SalesRepView {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone_number,
    timeZone: row.time_zone,
    days: [...row.work_days].sort(),
    start: clockOf(row.work_start_minute),
    end: clockOf(row.work_end_minute),
    enabled: row.enabled,
  };
}

export async function listSalesReps(deps: AppDeps, accountId: string): Promise<SalesRepView[]> {
  return (await repsOfAccount(deps.db, accountId)).map(repView);
}

export async function addSalesRep(
  deps: AppDeps,
  accountId: string,
  input: ParsedRep,
): Promise<SalesRepView> {
  if ((await countReps(deps.db, accountId)) >= SALES_REPS_MAX) {
    throw new ConflictError(SALES_REP_MESSAGES.tooMany(SALES_REPS_MAX));
  }
  return repView(await insertRep(deps.db, accountId, await fieldsOf(deps, accountId, input)));
}

export async function editSalesRep(
  deps: AppDeps,
  accountId: string,
  id: string,
  input: ParsedRep,
): Promise<SalesRepView> {
  const fields = await fieldsOf(deps, accountId, input);
  const row = await updateRep(deps.db, accountId, id, fields);
  if (!row) throw new NotFoundError(SALES_REP_MESSAGES.notFound);
  return repView(row);
}

export async function setSalesRepEnabled(
  deps: AppDeps,
  accountId: string,
  id: string,
  enabled: boolean,
): Promise<SalesRepView> {
  const row = await updateRep(deps.db, accountId, id, { enabled });
  if (!row) throw new NotFoundError(SALES_REP_MESSAGES.notFound);
  return repView(row);
}

export async function removeSalesRep(deps: AppDeps, accountId: string, id: string) {
  if (!(await deleteRep(deps.db, accountId, id))) {
    throw new NotFoundError(SALES_REP_MESSAGES.notFound);
  }
}

/** The row's fields; the phone cleaned as uploads clean numbers, in the account's region. */
async function fieldsOf(deps: AppDeps, accountId: string, input: ParsedRep) {
  const phone = toE164(input.phone, await phoneRegionOf(deps.db, accountId));
  if (!phone) {
    throw new BadInputError(SALES_REP_MESSAGES.invalidPhone, {
      phone: [SALES_REP_MESSAGES.invalidPhone],
    });
  }
  const fields: SalesRepFields = {
    name: input.name,
    phone_number: phone,
    time_zone: input.timeZone,
    work_days: [...new Set(input.days)].sort(),
    work_start_minute: input.start,
    work_end_minute: input.end,
    enabled: input.enabled,
  };
  return fields;
}
