import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../shared/billing/billing-messages';
import {
  detectCardBrand,
  isExpired,
  parseExpiry,
  passesLuhn,
  validateCardForm,
} from '../../../shared/billing/card-rules';

const NOW = new Date(2026, 10, 23);
const form = (
  overrides: Partial<Record<'cardName' | 'cardNumber' | 'expiry' | 'cvc', string>>,
) => ({
  cardName: 'Dana Roofer',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/29',
  cvc: '123',
  ...overrides,
});

describe('card rules', () => {
  it('checks the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('42a2')).toBe(false);
  });

  it('detects the brand from the leading digits', () => {
    expect(detectCardBrand('4111111111111111')).toBe('visa');
    expect(detectCardBrand('5555555555554444')).toBe('mastercard');
    expect(detectCardBrand('2223003122003222')).toBe('mastercard');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('6011111111111117')).toBe('discover');
    expect(detectCardBrand('9999999999999995')).toBeNull();
  });

  it('reads MM/YY and keeps a card good through its expiry month', () => {
    expect(parseExpiry('07/28')).toEqual({ month: 7, year: 2028 });
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('7/28')).toBeNull();
    expect(isExpired(11, 2026, NOW)).toBe(false);
    expect(isExpired(10, 2026, NOW)).toBe(true);
  });

  it('requires all four fields, each with its own message', () => {
    const result = validateCardForm({ cardName: ' ', cardNumber: '', expiry: '', cvc: '' }, NOW);
    expect(result).toEqual({
      ok: false,
      errors: {
        cardName: BILLING_MESSAGES.cardNameRequired,
        cardNumber: BILLING_MESSAGES.cardNumberRequired,
        expiry: BILLING_MESSAGES.expiryRequired,
        cvc: BILLING_MESSAGES.cvcRequired,
      },
    });
  });

  it('refuses a number failing Luhn, an unknown brand, a past expiry and a short CVC', () => {
    const errorsOf = (overrides: Parameters<typeof form>[0]) => {
      const result = validateCardForm(form(overrides), NOW);
      return result.ok ? {} : result.errors;
    };
    expect(errorsOf({ cardNumber: '4242 4242 4242 4241' }).cardNumber).toBe(
      BILLING_MESSAGES.cardNumberInvalid,
    );
    expect(errorsOf({ cardNumber: '9999 9999 9999 9995' }).cardNumber).toBe(
      BILLING_MESSAGES.cardBrandUnsupported,
    );
    expect(errorsOf({ expiry: '10/26' }).expiry).toBe(BILLING_MESSAGES.cardExpired);
    expect(errorsOf({ expiry: '1226' }).expiry).toBe(BILLING_MESSAGES.expiryFormat);
    expect(errorsOf({ cvc: '12' }).cvc).toBe('CVC must be 3 digits');
    expect(errorsOf({ cardNumber: '3782 822463 10005', cvc: '123' }).cvc).toBe(
      'CVC must be 4 digits',
    );
  });

  it('gives only brand, last four, expiry and name for a good card', () => {
    const result = validateCardForm(form({ cardName: '  Dana Roofer ' }), NOW);
    expect(result).toEqual({
      ok: true,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029, cardName: 'Dana Roofer' },
    });
  });
});
