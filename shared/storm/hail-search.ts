import type { HailEvent } from './storm-samples';

/** One archived hail report near the searched place. */
export type ArchivedHailEvent = HailEvent & {
  id: string;
  sizeInches: number;
  miles: number;
  lat: number;
  lon: number;
  place: string;
  state: string;
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
      contactZips: ContactZipDot[];
    }
  | { sample: true; address: string; events: HailEvent[] };
