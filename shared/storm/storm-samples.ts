/**
 * The fixed sample rows of the Storm Data page (spec 3 and 7.6). They are labelled as samples in
 * the UI: AccuLynx records and hail reports for an address are not fetched yet.
 */

export type HailProbability = 'High' | 'Medium' | 'Low';
export type HailSource = 'HailTrace' | 'HailRecon' | 'NOAA' | 'SPC (preliminary)';

/** A sample row names a hail provider, never NOAA (NOAA rows are real archive reports). */
export type SampleHailEvent = HailEvent & { source: 'HailTrace' | 'HailRecon' };

export type HailEvent = {
  date: string;
  size: string;
  probability: HailProbability;
  source: HailSource;
};

/** Probability of roof damage by hail size (issue 31): ≥ 1.75" High, ≥ 1" Medium, else Low. */
export function hailProbability(sizeInches: number): HailProbability {
  if (sizeInches >= 1.75) return 'High';
  if (sizeInches >= 1) return 'Medium';
  return 'Low';
}

export const SAMPLE_HAIL_EVENTS: readonly SampleHailEvent[] = [
  { date: '2026-05-14', size: '1.75 inches', probability: 'High', source: 'HailTrace' },
  { date: '2026-04-02', size: '1.00 inches', probability: 'Medium', source: 'HailRecon' },
  { date: '2025-06-21', size: '0.75 inches', probability: 'Low', source: 'HailTrace' },
];

export const SAMPLE_LEADS = [
  {
    id: 'lead-1',
    name: 'Maria Alvarez',
    address: '1420 Oak Ridge Dr, Plano, TX',
    phone: '(214) 555-0142',
    status: 'New',
    dateAdded: '2026-11-18',
  },
  {
    id: 'lead-2',
    name: 'James Whitfield',
    address: '88 Cedar Ln, Frisco, TX',
    phone: '(214) 555-0188',
    status: 'Contacted',
    dateAdded: '2026-11-12',
  },
  {
    id: 'lead-3',
    name: 'Priya Natarajan',
    address: '3021 Maple Ave, Allen, TX',
    phone: '(214) 555-0121',
    status: 'Scheduled',
    dateAdded: '2026-11-06',
  },
] as const;

export const SAMPLE_JOBS = [
  {
    id: 'job-1',
    customer: 'Robert Chen',
    address: '512 Willow Bend, McKinney, TX',
    stage: 'In Progress',
    startDate: '2026-11-10',
    value: '$14,800',
  },
  {
    id: 'job-2',
    customer: 'Angela Brooks',
    address: '77 Hillcrest Rd, Richardson, TX',
    stage: 'Permitting',
    startDate: '2026-11-20',
    value: '$9,250',
  },
] as const;

export const SAMPLE_PROPOSALS = [
  {
    id: 'proposal-1',
    customer: 'Tom Gallagher',
    address: '940 Prairie View, Garland, TX',
    dateSubmitted: '2026-11-15',
    amount: '$11,400',
    status: 'Pending',
  },
  {
    id: 'proposal-2',
    customer: 'Lena Okafor',
    address: '205 Brookside Ct, Wylie, TX',
    dateSubmitted: '2026-11-09',
    amount: '$17,950',
    status: 'Under Review',
  },
] as const;

export const SAMPLE_CLOSED_SALES = [
  {
    id: 'sale-1',
    customer: 'David Morales',
    address: '61 Sunset Blvd, Rockwall, TX',
    dateClosed: '2026-11-04',
    revenue: '$13,600',
    salesRep: 'Kelly Dunn',
  },
  {
    id: 'sale-2',
    customer: 'Sarah Lindqvist',
    address: '1130 Lakeview Dr, Rowlett, TX',
    dateClosed: '2026-11-01',
    revenue: '$21,300',
    salesRep: 'Marcus Hale',
  },
] as const;
