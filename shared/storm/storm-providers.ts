/** The outside systems of the Storm Data page (spec 2.14) and where their own sites are. */
export const STORM_PROVIDERS = ['acculynx', 'hailtrace', 'hailrecon'] as const;
export type StormProvider = (typeof STORM_PROVIDERS)[number];

export const HAIL_PROVIDERS = ['hailtrace', 'hailrecon'] as const;
export type HailProvider = (typeof HAIL_PROVIDERS)[number];

export const STORM_PROVIDER_LABELS: Record<StormProvider, string> = {
  acculynx: 'Acculynx',
  hailtrace: 'HailTrace',
  hailrecon: 'HailRecon',
};

export const ACCULYNX_LINKS = {
  signUp: 'https://www.acculynx.com/',
  dashboard: 'https://my.acculynx.com/',
} as const;

export const HAIL_PROVIDER_SITES: Record<HailProvider, string> = {
  hailtrace: 'https://hailtrace.com/',
  hailrecon: 'https://hailrecon.com/',
};

/** The feature list each connected hail provider shows. */
export const HAIL_PROVIDER_FEATURES: Record<HailProvider, readonly string[]> = {
  hailtrace: [
    'Hail size and location from meteorologist-verified storm data',
    'Historical hail reports for any property',
    'Storm maps for planning canvassing routes',
    'Alerts when hail hits your service area',
  ],
  hailrecon: [
    'Hail swath maps down to the neighbourhood',
    'Property-level hail history reports',
    'Storm dates and hail sizes by address',
    'Territory planning for door-to-door teams',
  ],
};

/** How a connection was made: an API key (AccuLynx has no sign-in API, so no login). */
export type AcculynxMethod = 'api_key';

export type StormConnection = {
  connected: boolean;
  /** True only when the provider itself accepted the credential (AccuLynx API keys). */
  verified: boolean;
  connectedAt: string | null;
};

export type StormStatus = {
  acculynx: StormConnection & { method: AcculynxMethod | null };
  hailtrace: StormConnection;
  hailrecon: StormConnection;
};
