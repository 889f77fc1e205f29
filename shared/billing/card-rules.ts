import { BILLING_MESSAGES } from './billing-messages';

/**
 * The card form's one rule (browser only): every field required, a Luhn-valid number of a known
 * brand, an expiry (MM/YY) not in the past, a CVC of the brand's length. Its result is the only
 * thing sent: brand, last four, expiry and name. The number and CVC never leave the browser.
 */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

export const CARD_NAME_MAX = 100;

export type CardForm = { cardName: string; cardNumber: string; expiry: string; cvc: string };
export type CardFormErrors = Partial<Record<keyof CardForm, string>>;
export type CardToStore = {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  cardName: string;
};

const BRAND_RULES: { brand: CardBrand; prefix: RegExp; lengths: number[]; cvc: number }[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15], cvc: 4 },
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19], cvc: 3 },
  {
    brand: 'mastercard',
    prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)/,
    lengths: [16],
    cvc: 3,
  },
  { brand: 'discover', prefix: /^(6011|65|64[4-9])/, lengths: [16, 17, 18, 19], cvc: 3 },
];

export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

export function detectCardBrand(digits: string): CardBrand | null {
  return BRAND_RULES.find((rule) => rule.prefix.test(digits))?.brand ?? null;
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' → month and four-digit year, or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(month: number, year: number, now: Date): boolean {
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < thisMonth;
}

export function validateCardForm(
  form: CardForm,
  now: Date,
): { ok: true; card: CardToStore } | { ok: false; errors: CardFormErrors } {
  const errors: CardFormErrors = {};
  const cardName = form.cardName.trim();
  const digits = cardDigits(form.cardNumber);
  const expiry = parseExpiry(form.expiry);
  const brandRule = BRAND_RULES.find((rule) => rule.prefix.test(digits));

  if (!cardName) errors.cardName = BILLING_MESSAGES.cardNameRequired;
  else if (cardName.length > CARD_NAME_MAX) errors.cardName = BILLING_MESSAGES.cardNameTooLong;

  if (!digits) errors.cardNumber = BILLING_MESSAGES.cardNumberRequired;
  else if (!/^\d+$/.test(digits)) errors.cardNumber = BILLING_MESSAGES.cardNumberInvalid;
  else if (!brandRule) errors.cardNumber = BILLING_MESSAGES.cardBrandUnsupported;
  else if (!brandRule.lengths.includes(digits.length) || !passesLuhn(digits)) {
    errors.cardNumber = BILLING_MESSAGES.cardNumberInvalid;
  }

  if (!form.expiry.trim()) errors.expiry = BILLING_MESSAGES.expiryRequired;
  else if (!expiry) errors.expiry = BILLING_MESSAGES.expiryFormat;
  else if (isExpired(expiry.month, expiry.year, now)) errors.expiry = BILLING_MESSAGES.cardExpired;

  const cvcLength = brandRule?.cvc ?? 3;
  if (!form.cvc.trim()) errors.cvc = BILLING_MESSAGES.cvcRequired;
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(form.cvc.trim())) {
    errors.cvc = BILLING_MESSAGES.cvcFormat(cvcLength);
  }

  if (Object.keys(errors).length > 0 || !brandRule || !expiry) return { ok: false, errors };
  return {
    ok: true,
    card: {
      brand: brandRule.brand,
      last4: digits.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      cardName,
    },
  };
}

export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}
