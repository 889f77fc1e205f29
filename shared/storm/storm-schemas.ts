import { z } from 'zod';
import { API_KEY_MAX_LENGTH } from '../agents/api-keys';
import { singleLineText } from '../validation/bounded-text';
import { STORM_MESSAGES } from './storm-messages';
import { HAIL_PROVIDERS, STORM_PROVIDERS } from './storm-providers';

const required = (max: number, message: string) =>
  singleLineText(max).pipe(z.string().min(1, message));

export const ConnectAcculynxKeySchema = z.object({
  apiKey: required(API_KEY_MAX_LENGTH, STORM_MESSAGES.apiKeyRequired),
});

export const ConnectHailProviderSchema = z.object({
  provider: z.enum(HAIL_PROVIDERS),
  apiKey: singleLineText(API_KEY_MAX_LENGTH).pipe(z.string().min(1, 'API Key Required')),
});

export const DisconnectStormSchema = z.object({ provider: z.enum(STORM_PROVIDERS) });

export const DEFAULT_HAIL_RADIUS_MILES = 10;
export const DEFAULT_HAIL_YEARS = 2;

/** A place (ZIP, "lat,lon" or an address with its ZIP), a radius and a date range (default 2 years). */
export const HailSearchSchema = z.object({
  address: required(300, STORM_MESSAGES.addressRequired),
  radiusMiles: z.number().min(1).max(50).default(DEFAULT_HAIL_RADIUS_MILES),
  from: z.iso.date().max(10).optional(),
  to: z.iso.date().max(10).optional(),
  /** Only reports of at least this size (a way to narrow a search that hit the result cap). */
  minInches: z.number().min(0).max(10).optional(),
});
export type HailSearchInput = z.input<typeof HailSearchSchema>;

export type ConnectHailProviderInput = z.infer<typeof ConnectHailProviderSchema>;
