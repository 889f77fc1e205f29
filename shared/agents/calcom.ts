import { z } from 'zod';
import { singleLineText } from '../validation/bounded-text';
import { API_KEY_MAX_LENGTH } from './api-keys';

export const CALCOM_MESSAGES = {
  missingTitle: 'Missing Information',
  missing: 'Please provide both API key and username.',
  connectedTitle: 'Cal.com Connected',
  connected: 'Your Cal.com account has been connected successfully.',
  rejected:
    'Cal.com did not accept this API key. Check it in Cal.com under Settings → Developer → API keys.',
  network: 'Could not reach Cal.com. Please check your internet connection.',
  unexpected: 'Unexpected response format from Cal.com',
  httpStatus: (status: number, message: string) => `Cal.com answered HTTP ${status}: ${message}`,
  notConnected: 'Connect Cal.com first.',
  requiresEmail:
    "This event type requires the attendee's e-mail. Homeowners reached by phone often have none: choose an event type that accepts a phone number only, or the booking will fail.",
  ownersOnly: 'Only account owners can change the Cal.com connection.',
} as const;

export const ConnectCalcomSchema = z.object({
  apiKey: singleLineText(API_KEY_MAX_LENGTH).pipe(z.string().min(1, CALCOM_MESSAGES.missing)),
  username: singleLineText(100).pipe(
    z
      .string()
      .min(1, CALCOM_MESSAGES.missing)
      .regex(/^[\w.-]+$/, 'Use your Cal.com username (letters, digits, dots, dashes)'),
  ),
});

export type CalcomStatus = { connected: boolean; username: string | null };

export type CalcomEventType = {
  id: number;
  title: string;
  slug: string;
  lengthInMinutes: number | null;
  /** Cal.com's default booking fields require the attendee's e-mail (reference calendar §9). */
  requiresEmail: boolean;
};
