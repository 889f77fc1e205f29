import type { HailEvent } from './storm-samples';

/** How a report's date is counted, shown beside it (NCEI keeps standard time all year). */
export const HAIL_DATE_BASIS = {
  ncei: 'local standard time',
  spc: 'SPC convective day (12Z to 12Z)',
} as const;

/** One archived hail report near the searched place. */
export type ArchivedHailEvent = HailEvent & {
  id: string;
  /** "23:30 CST-6" (NCEI, local standard time) or "04:30Z" (SPC, UTC). */
  time: string;
  dateBasis: (typeof HAIL_DATE_BASIS)[keyof typeof HAIL_DATE_BASIS];
  sizeInches: number;
  miles: number;
  lat: number;
  lon: number;
  place: string;
  state: string;
};

/** One of the account's contacts inside the search circle (the list beside the map). */
export type AreaContact = {
  firstName: string;
  phoneNumber: string;
  zip: string;
  /** The file's address column; null when its file had none. */
  address: string | null;
};

/** The account's contacts of one ZIP inside the search circle, at the ZIP's centroid. */
export type ContactZipDot = { zip: string; lat: number; lon: number; contacts: number };

export type HailSearchResult =
  | {
      sample: false;
      address: string;
      center: { lat: number; lon: number; zip: string | null };
      radiusMiles: number;
      from: string;
      to: string;
      events: ArchivedHailEvent[];
      /** Reports matching the search; more than `events.length` when the result cap cut it. */
      total: number;
      minInches: number | null;
      contactZips: ContactZipDot[];
      /** Every ZIP whose center lies inside the circle. */
      zips: string[];
      /** The first of the account's contacts inside the area, by ZIP (see `contactZips` for all). */
      areaContacts: AreaContact[];
    }
  | { sample: true; address: string; events: HailEvent[] };
