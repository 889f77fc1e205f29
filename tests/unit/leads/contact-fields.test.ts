import { describe, expect, it } from 'vitest';
import {
  contactFieldsOf,
  isNamedFieldHeader,
  isNameHeader,
} from '../../../shared/leads/contact-fields';

describe("a contact's fields from its file's other columns", () => {
  it('reads last name, e-mail, address, city, state and ZIP under their usual headers, the rest as custom', () => {
    expect(
      contactFieldsOf({
        'Last Name': 'Smith',
        'E-mail': 'ann@example.com',
        'Street Address': '12 Main St',
        City: 'Plano',
        ST: 'TX',
        'Zip Code': '75093',
        'Roof Age': '14',
        Notes: 'gate code 12',
      }),
    ).toEqual({
      lastName: 'Smith',
      email: 'ann@example.com',
      address: '12 Main St',
      city: 'Plano',
      state: 'TX',
      zip: '75093',
      custom: [
        ['Roof Age', '14'],
        ['Notes', 'gate code 12'],
      ],
    });
  });

  it('keeps the first column of a kind; a second one stays a custom field', () => {
    expect(contactFieldsOf({ surname: 'Lee', last_name: 'Other' })).toMatchObject({
      lastName: 'Lee',
      custom: [['last_name', 'Other']],
    });
    expect(contactFieldsOf({})).toMatchObject({ lastName: '', zip: '', custom: [] });
  });

  it('tells named fields and name parts by header', () => {
    expect(isNamedFieldHeader(' ZIP ')).toBe(true);
    expect(isNamedFieldHeader('Roof Age')).toBe(false);
    expect(isNameHeader('Owner Name')).toBe(true);
    expect(isNameHeader('City')).toBe(false);
  });
});
