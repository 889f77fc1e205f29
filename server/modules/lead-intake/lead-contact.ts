import type { LeadBody } from '../../../shared/lead-intake/lead-body';

/**
 * A lead's fields beyond the first name, under the column names a contact-list file would use, so
 * the zone lookup, the storm ZIP and the contact's details read them as they read an upload's.
 */
export function leadExtra(body: LeadBody): Record<string, string> {
  const fields: [string, string | undefined][] = [
    ['Last Name', body.lastName],
    ['Address', body.address],
    ['City', body.city],
    ['State', body.state],
    ['ZIP', body.zip],
  ];
  const extra: Record<string, string> = {};
  for (const [name, value] of fields) if (value) extra[name] = value;
  return extra;
}
