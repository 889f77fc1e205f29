import { normalizeCsvHeader, STATE_HEADER_ALIASES, ZIP_HEADER_ALIASES } from '../csv/csv-rules';
import { ADDRESS_HEADER_ALIASES } from '../storm/contact-zip';

/** A contact's own fields beyond its first name and number, read from its file's other columns. */
export type ContactFields = {
  lastName: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** Every other column of the file, in its order: [header as written, value]. */
  custom: [string, string][];
};

const FIELD_HEADERS: Record<Exclude<keyof ContactFields, 'custom'>, readonly string[]> = {
  lastName: ['last_name', 'last name', 'lastname', 'surname', 'family name'],
  email: ['email', 'e-mail', 'email address', 'e-mail address'],
  address: ADDRESS_HEADER_ALIASES,
  city: ['city', 'town'],
  state: STATE_HEADER_ALIASES,
  zip: ZIP_HEADER_ALIASES,
};

const FIELD_OF = new Map<string, keyof typeof FIELD_HEADERS>(
  Object.entries(FIELD_HEADERS).flatMap(([field, headers]) =>
    headers.map((header) => [header, field as keyof typeof FIELD_HEADERS] as const),
  ),
);

/** Whether a file column is one of the named fields (last name, e-mail, address, …). */
export function isNamedFieldHeader(header: string): boolean {
  return FIELD_OF.has(normalizeCsvHeader(header));
}

/** Whether a file column holds a part of the contact's name ("Last Name", "Owner name", …). */
export function isNameHeader(header: string): boolean {
  return normalizeCsvHeader(header).includes('name');
}

/** The named fields of a contact's other columns (the first column of each kind) and the rest. */
export function contactFieldsOf(extra: Readonly<Record<string, string>>): ContactFields {
  const fields: ContactFields = {
    lastName: '',
    email: '',
    address: '',
    city: '',
    state: '',
    zip: '',
    custom: [],
  };
  const seen = new Set<string>();
  for (const [header, value] of Object.entries(extra)) {
    const field = FIELD_OF.get(normalizeCsvHeader(header));
    if (field && !seen.has(field)) {
      seen.add(field);
      fields[field] = value;
    } else fields.custom.push([header, value]);
  }
  return fields;
}
