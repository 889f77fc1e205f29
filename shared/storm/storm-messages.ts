import { type HailProvider, STORM_PROVIDER_LABELS } from './storm-providers';

/** Every Storm Data text of the spec (sections 5 and 8), plus what the server adds. */
export const STORM_MESSAGES = {
  apiKeyRequired: 'API Key is required',
  acculynxApiConnectedTitle: 'Acculynx API Connected',
  acculynxApiConnected: 'Successfully connected to Acculynx via API Key',
  acculynxDisconnected: 'Acculynx Disconnected',
  acculynxConnected: 'Acculynx Connected',
  acculynxFailedTitle: 'Acculynx Connection Failed',
  acculynxRejected:
    'AccuLynx did not accept this API key. Check it in AccuLynx under Account Settings → API Keys (one key per location).',
  acculynxRateLimited:
    'AccuLynx is limiting requests right now. Please wait a minute and try again.',
  acculynxNetwork: 'Could not reach AccuLynx. Please check your internet connection.',
  acculynxStatus: (status: number) => `AccuLynx answered HTTP ${status}. Please try again later.`,
  hailKeyRequiredTitle: 'API Key Required',
  hailKeyRequired: (provider: HailProvider) =>
    `Please enter your ${STORM_PROVIDER_LABELS[provider]} API key.`,
  hailConnected: (provider: HailProvider) => `${STORM_PROVIDER_LABELS[provider]} Connected`,
  /** A hail provider's key is never checked: its searches show samples. */
  notVerifiedSample: 'Not verified — sample results',
  hailDisconnected: (provider: HailProvider) => `${STORM_PROVIDER_LABELS[provider]} Disconnected`,
  hailNotVerified: {
    hailtrace:
      "HailTrace keys cannot be checked from here: HailTrace's API also needs an application id issued to this product. Your key is stored encrypted and HailTrace is marked connected.",
    hailrecon:
      'HailRecon publishes no API, so keys cannot be checked from here. Your key is stored encrypted and HailRecon is marked connected.',
  } satisfies Record<HailProvider, string>,
  addressRequiredTitle: 'Address Required',
  addressRequired: 'Please enter an address to search for hail data.',
  connectHailProvider:
    'Connect at least one hail data provider (HailTrace or HailRecon) to search for hail damage data.',
  dateRangeOrder: 'The start date must be on or before the end date.',
  searchCompleteTitle: 'Search Complete',
  searchComplete: (count: number) => `Found ${count} hail events for the provided address.`,
  sampleSearchComplete: (count: number) =>
    `Found ${count} sample hail events for the provided address (sample results, not real reports).`,
  samplesNote:
    'Sample data: these rows show the layout. Live AccuLynx records arrive in a later release.',
  hailSamplesNote:
    'Sample results: HailTrace and HailRecon data cannot be fetched from here. Real hail reports come from the NOAA archive (NOAA Storm Data tab).',
  ownersOnly: 'Only account owners can change Storm Data connections.',
} as const;
