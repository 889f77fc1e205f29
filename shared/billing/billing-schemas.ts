import { z } from 'zod';
import { singleLineText } from '../validation/bounded-text';
import { BILLING_MESSAGES } from './billing-messages';
import { CARD_BRANDS, CARD_NAME_MAX } from './card-rules';
import { PLAN_IDS } from './plans';

/** What the browser sends for a card: never the number or the CVC (see card-rules.ts). */
export const SaveCardInput = z
  .object({
    brand: z.enum(CARD_BRANDS, { error: BILLING_MESSAGES.cardBrandUnsupported }),
    last4: z
      .string()
      .max(4, BILLING_MESSAGES.last4Invalid)
      .regex(/^\d{4}$/, BILLING_MESSAGES.last4Invalid),
    expMonth: z
      .number()
      .int()
      .min(1, BILLING_MESSAGES.expiryFormat)
      .max(12, BILLING_MESSAGES.expiryFormat),
    expYear: z
      .number()
      .int()
      .min(2000, BILLING_MESSAGES.expiryFormat)
      .max(2099, BILLING_MESSAGES.expiryFormat),
    cardName: singleLineText(CARD_NAME_MAX, BILLING_MESSAGES.cardNameTooLong).min(
      1,
      BILLING_MESSAGES.cardNameRequired,
    ),
  })
  .strict();
export type SaveCardInput = z.infer<typeof SaveCardInput>;

export const CardIdInput = z.object({ cardId: z.uuid({ error: BILLING_MESSAGES.cardNotFound }) });

/** Whole dollars and cents, $1 to $10,000 per entry. */
export const MIN_CREDIT_CENTS = 100;
export const MAX_CREDIT_CENTS = 1_000_000;
export const AddCreditsInput = z.object({
  amountCents: z
    .number({ error: BILLING_MESSAGES.creditAmountRange })
    .int(BILLING_MESSAGES.creditAmountRange)
    .min(MIN_CREDIT_CENTS, BILLING_MESSAGES.creditAmountRange)
    .max(MAX_CREDIT_CENTS, BILLING_MESSAGES.creditAmountRange),
});

export type AddCreditsInput = z.infer<typeof AddCreditsInput>;

export const ChoosePlanInput = z.object({ planId: z.enum(PLAN_IDS) });

export const InvoiceIdInput = z.object({
  invoiceId: z.uuid({ error: BILLING_MESSAGES.invoiceNotFound }),
});

/** '12.50' or '$1,000' → cents, or null when it is not an amount of money. */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
