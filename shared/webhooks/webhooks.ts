import { z } from 'zod';

/** The events an endpoint can subscribe to (docs/webhooks.md shows each body). */
export const WEBHOOK_EVENTS = [
  'call.ended',
  'call.analyzed',
  'appointment.booked',
  'contact.stage_changed',
  'contact.opted_out',
  'campaign.completed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent only by "Send test event"; no endpoint subscribes to it. */
export const TEST_EVENT = 'webhook.test';

export const WEBHOOK_URL_MAX = 2000;
export const MAX_ENDPOINTS = 10;
export const DELIVERIES_PAGE_SIZE = 50;

export const WEBHOOK_MESSAGES = {
  urlHttps: 'Enter an https:// URL',
  urlInvalid: 'Enter a valid URL',
  urlNotPublic: 'This URL points to a private or internal address. Use a public https:// endpoint.',
  urlUnresolvable: (host: string) => `We couldn't find the host ${host}. Check the URL.`,
  urlTooLong: `A URL can be at most ${WEBHOOK_URL_MAX} characters`,
  noEvents: 'Choose at least one event',
  tooManyEndpoints: `An account can have at most ${MAX_ENDPOINTS} endpoints`,
  endpointNotFound: 'This endpoint no longer exists.',
  deliveryNotFound: 'This delivery no longer exists.',
  disabledForFailures: 'Disabled after failing for 24 hours',
  endpointDisabled: 'The endpoint is disabled',
} as const;

export const WebhookUrlSchema = z
  .string()
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlInvalid)
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong);

export const CreateEndpointInput = z.object({
  url: WebhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, WEBHOOK_MESSAGES.noEvents)
    .max(WEBHOOK_EVENTS.length),
});
export const EndpointIdInput = z.object({ endpointId: z.uuid() });
/** Edit: a new URL and events; the secret stays. */
export const UpdateEndpointInput = CreateEndpointInput.extend({ endpointId: z.uuid() });
export const DeliveryIdInput = z.object({ deliveryId: z.uuid() });

export type DeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed' | 'not_linked';

export type WebhookEndpointView = {
  id: string;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  disabledAt: string | null;
  /** While a rolled secret is still accepted (24 hours after "Roll secret"). */
  previousSecretUntil: string | null;
  createdAt: string;
};

export type WebhookDeliveryView = {
  id: string;
  /** Null for an AccuLynx write-back (shared/acculynx/acculynx-writeback.ts). */
  endpointId: string | null;
  event: string;
  status: DeliveryStatus;
  attempts: number;
  responseCode: number | null;
  durationMs: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
};

/** What Settings → Integrations says. */
export const INTEGRATIONS_TEXT = {
  title: 'Integrations',
  description:
    'Send events to your CRM or automation tool: we POST signed JSON to your https endpoints (see docs/webhooks.md).',
  ownersOnly: 'Only account owners manage integrations.',
  noEndpoints: 'No endpoints yet.',
  secretOnce: 'Copy this signing secret now: it is not shown again.',
  rolled: (until: string) =>
    `New secret created. The previous one keeps working until ${until}; deliveries carry both signatures until then.`,
  disabled: 'Disabled after failing for 24 hours. Fix the endpoint, then enable it.',
  noDeliveries: 'No deliveries yet.',
  testQueued: 'Test event queued',
  resendQueued: 'Delivery queued again',
  endpointSaved: 'Endpoint saved',
  editKeepsSecret: 'The signing secret stays the same.',
  actionFailed: 'That did not work. Please try again.',
} as const;

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'call.ended': 'Call ended',
  'call.analyzed': 'Call analyzed',
  'appointment.booked': 'Appointment booked',
  'contact.stage_changed': 'Contact stage changed',
  'contact.opted_out': 'Contact opted out',
  'campaign.completed': 'Campaign completed',
};

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  retrying: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
  not_linked: 'Not linked',
};
