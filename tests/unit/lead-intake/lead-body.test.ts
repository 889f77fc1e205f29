import { describe, expect, it } from 'vitest';
import { LeadBody, leadFieldErrors } from '../../../shared/lead-intake/lead-body';
import { LEAD_INTAKE_MESSAGES } from '../../../shared/lead-intake/lead-intake-messages';
import { LEADS_MESSAGES } from '../../../shared/leads/pipeline';
import { INPUT_MESSAGES } from '../../../shared/validation/input-limits';

const errorsOf = (body: unknown) => {
  const parsed = LeadBody.safeParse(body);
  if (parsed.success) throw new Error('expected a refusal');
  return leadFieldErrors(parsed.error);
};

describe('the lead body', () => {
  it('accepts a full lead and trims its text', () => {
    const lead = LeadBody.parse({
      phone: ' (214) 555-0100 ',
      firstName: ' Dana ',
      lastName: 'Reyes',
      address: '12 Elm St',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      tags: ['Storm form'],
      listId: '0b6f1c0e-6a4c-4d3b-9a51-1f2e3d4c5b6a',
      consent: {
        text: 'I agree to be called.',
        pageUrl: 'https://roofs.example/form',
        at: '2026-03-09T15:04:05-05:00',
        ip: '2001:db8::1',
        userAgent: 'Mozilla/5.0',
        formId: 'f1',
      },
    });
    expect(lead.phone).toBe('(214) 555-0100');
    expect(lead.firstName).toBe('Dana');
  });

  it('needs a phone number', () => {
    expect(errorsOf({})).toEqual({ phone: [LEAD_INTAKE_MESSAGES.phoneRequired] });
    expect(errorsOf({ phone: '  ' })).toEqual({ phone: [LEAD_INTAKE_MESSAGES.phoneRequired] });
    expect(errorsOf({ phone: 5551234 })).toEqual({ phone: [LEAD_INTAKE_MESSAGES.phoneRequired] });
  });

  it('names unknown fields, at any depth, so a misspelt field is not silently lost', () => {
    expect(errorsOf({ phone: '1', fistName: 'x', consent: { text: 'ok', page: 'x' } })).toEqual({
      fistName: ['Unknown field'],
      'consent.page': ['Unknown field'],
    });
  });

  it('refuses bad consent evidence field by field', () => {
    expect(
      errorsOf({
        phone: '1',
        consent: { text: '', pageUrl: 'nope', at: 'yesterday', ip: '999.1.1.1' },
      }),
    ).toEqual({
      'consent.text': ['Too small: expected string to have >=1 characters'],
      'consent.pageUrl': ['Invalid URL'],
      'consent.at': ['Invalid ISO datetime'],
      'consent.ip': ['Invalid input'],
    });
  });

  it('refuses control characters, bad list ids and too many tags', () => {
    expect(errorsOf({ phone: '1', firstName: 'a\u0007b' })).toEqual({
      firstName: [INPUT_MESSAGES.controlCharacters],
    });
    expect(errorsOf({ phone: '1', listId: 'list-1' })).toEqual({ listId: ['Invalid UUID'] });
    expect(Object.keys(errorsOf({ phone: '1', tags: Array(21).fill('a') }))).toEqual(['tags']);
    expect(errorsOf({ phone: '1', tags: ['Do Not Call'] })).toEqual({
      'tags.0': [LEADS_MESSAGES.doNotCallTag],
    });
  });
});
