import { FREE_TRIAL } from './plans';

/** Every text the billing feature shows; the spec's own texts verbatim. */
export const BILLING_MESSAGES = {
  cardAddedTitle: 'Payment Method Added',
  cardAddedBody: 'Your card has been saved successfully.',
  cardRemoved: 'Payment method removed',
  noPaymentMethods: 'No Payment Methods',
  noInvoices: 'No invoices yet',
  recordedNotCharged:
    'No payment processor is connected: cards and credits are recorded here, not charged.',
  ownersOnly: 'Only account owners can change billing.',
  /** Where the trial's dials come from (shared/billing/plans.ts), in words. */
  trialDialsExplained: `Why ${FREE_TRIAL.dials} dials: ${FREE_TRIAL.talkMinutes} talk minutes at about 2.5 minutes a connected call is 40 connected calls, and about 15 in every 100 dials connect.`,
  trialCanDo: `On the Free Trial you can dial for ${FREE_TRIAL.days} days, up to ${FREE_TRIAL.dials} dials and ${FREE_TRIAL.talkMinutes} talk minutes. Upgrade Plan moves you to a plan at once: its invoice is recorded here, and nothing is charged because no payment processor is connected.`,

  cardNameRequired: 'Name on card is required',
  cardNameTooLong: 'Name on card is too long',
  cardNumberRequired: 'Card number is required',
  cardNumberInvalid: 'Card number is not valid',
  cardBrandUnsupported: 'Only Visa, Mastercard, American Express and Discover cards are accepted',
  expiryRequired: 'Expiry date is required',
  expiryFormat: 'Expiry must be MM/YY',
  cardExpired: 'This card has expired',
  cvcRequired: 'CVC is required',
  cvcFormat: (digits: number) => `CVC must be ${digits} digits`,
  last4Invalid: 'Last four digits must be 4 digits',
  cardNotFound: 'Payment method not found',
  tooManyCards: (max: number) => `At most ${max} payment methods can be kept`,

  creditsAdded: (amount: string) => `${amount} in credits recorded`,
  creditAmountRange: 'Enter an amount between $1 and $10,000',

  planChosen: (plan: string) => `You are now on the ${plan} plan`,
  samePlan: 'You are already on this plan.',
  invoiceNotFound: 'Invoice not found',
  invoiceAlreadyPaid: 'This invoice is already marked paid.',
  actionFailed: 'Billing could not be updated. Please try again.',

  dialsWarning: (used: string, limit: string, plan: string) =>
    `${used} of the ${limit} dials of your ${plan} are used this period.`,
  dialLimitReached: (limit: string, plan: string) =>
    `Dialling paused: all ${limit} dials of your ${plan} are used.`,
  dialLimitUntil: (date: string) => `Dialling can resume on ${date} or when you upgrade your plan.`,
  trialEnded: 'Dialling paused: your free trial has ended. Choose a plan to keep dialling.',
  agentsWarning: (used: number, limit: number, plan: string) =>
    `${used} of the ${limit} voice agents of your ${plan} are in use.`,
  minutesWarning: (used: string, limit: string, plan: string) =>
    `${used} of the ${limit} talk minutes of your ${plan} are used this period.`,
} as const;
