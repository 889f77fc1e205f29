import {
  type CountryCode,
  getCountries,
  isSupportedCountry,
  Metadata,
  type MetadataJson,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/metadata.max.json';

// The full ("max") metadata validates numbers by type, not only by length.
const METADATA = maxMetadata as unknown as MetadataJson;

export type { CountryCode };
export const DEFAULT_PHONE_REGION: CountryCode = 'US';

type NumberingPlan = {
  nationalNumberPattern(): string;
  type(name: string): { pattern(): string } | undefined;
};

const NUMBER_TYPES = [
  'FIXED_LINE',
  'MOBILE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
];

/** A valid US national number, by the very patterns libphonenumber validates with. */
function usNumberTest(): (nationalNumber: string) => boolean {
  const metadata = new Metadata(METADATA);
  metadata.selectNumberingPlan('US');
  const plan = metadata.numberingPlan as unknown as NumberingPlan;
  const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
  const general = whole(plan.nationalNumberPattern());
  const types = NUMBER_TYPES.map((name) => plan.type(name)?.pattern())
    .filter((pattern): pattern is string => Boolean(pattern))
    .map(whole);
  return (nationalNumber) =>
    general.test(nationalNumber) && types.some((type) => type.test(nationalNumber));
}

let isValidUsNumber: ((nationalNumber: string) => boolean) | null = null;

/** Only digits and the usual separators, at most one leading '+'. */
const PLAIN_NUMBER = /^\+?[\d\s().-]+$/;

/**
 * The fast path for numbers already written the common US way ("(212) 555-0123",
 * "+1 212 555 0123", "2125550123"): a valid US number by libphonenumber's own patterns gives the
 * same E.164 the library would. Anything else returns undefined and goes to the library.
 */
export function fastUsE164(raw: string): string | undefined {
  if (!PLAIN_NUMBER.test(raw)) return undefined;
  const digits = raw.replace(/\D/g, '');
  const plus = raw.trimStart().startsWith('+');
  let national: string;
  if (digits.length === 11 && digits[0] === '1') national = digits.slice(1);
  else if (digits.length === 10 && !plus) national = digits;
  else return undefined;
  isValidUsNumber ??= usNumberTest();
  return isValidUsNumber(national) ? `+1${national}` : undefined;
}

/**
 * The number in E.164 ("+12125550123"), or null when it is not a valid phone number. Numbers
 * without a country code are read in `region`. Never throws; an E.164 number maps to itself.
 */
export function toE164(raw: string, region: CountryCode = DEFAULT_PHONE_REGION): string | null {
  const text = raw.trim();
  if (text === '' || text.length > 64) return null;
  if (region === 'US') {
    const fast = fastUsE164(text);
    if (fast) return fast;
  }
  try {
    const parsed = parsePhoneNumberFromString(text, region, METADATA);
    return parsed?.isValid() ? parsed.number : null;
  } catch {
    return null;
  }
}

/** Every region libphonenumber knows, by ISO 3166 alpha-2 code, sorted. */
export function phoneRegions(): CountryCode[] {
  return [...getCountries(METADATA)].sort();
}

export function isPhoneRegion(code: string): code is CountryCode {
  return isSupportedCountry(code as CountryCode, METADATA);
}
