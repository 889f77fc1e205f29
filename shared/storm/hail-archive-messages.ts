/** What the hail archive's imports and searches answer (the NOAA tab and Hail Damage Search). */
export const HAIL_ARCHIVE_MESSAGES = {
  adminsOnly: 'Only StormDialer admins can import into the shared hail archive.',
  notHailFile:
    'This file is neither an NCEI Storm Events details file (StormEvents_details-ftp_v1.0_dYYYY_cYYYYMMDD.csv or .csv.gz) nor an SPC hail report file (YYMMDD_rpts_hail.csv).',
  spcNameNeeded:
    'An SPC hail report file carries its convective day in its name: upload it as YYMMDD_rpts_hail.csv.',
  unreadableCsv: (line: number) =>
    `The file could not be read as CSV near line ${line}. Rows before it were imported; importing the file again is safe.`,
  unreadableGzip: 'The file looks gzip-compressed but could not be unpacked (a damaged .gz file?).',
  tooLarge: (megabytes: number) => `The file is larger than the ${megabytes} MB an import accepts.`,
  urlNotNcei:
    'Only NCEI Storm Events details files can be fetched: https://www.ncei.noaa.gov/pub/data/swdi/stormevents/csvfiles/StormEvents_details-ftp_v1.0_dYYYY_cYYYYMMDD.csv.gz',
  fetchFailed: (status: number) => `NCEI answered HTTP ${status}; nothing was imported.`,
  fetchUnreachable: 'Could not reach NCEI; nothing was imported.',
  interrupted: 'The import stopped before the end of the file (the upload was interrupted).',
  noData:
    'No hail data is loaded yet: an admin imports NOAA files on the NOAA Storm Data tab, or connect HailTrace or HailRecon to see sample results.',
  placeNeeded:
    'Enter a US ZIP code, an address that ends with its ZIP code, or a position as "lat,lon" (for example 32.78,-96.80).',
  unknownZip: (zip: string) =>
    `ZIP code ${zip} is not in the offline ZIP list. Check it, or search by "lat,lon".`,
  preliminarySource: 'SPC (preliminary)',
  capped: (shown: number, total: number) =>
    `Showing the nearest ${shown} of ${total} hail reports. Narrow the radius, the dates or the smallest hail size to see the others.`,
  datesNote:
    'Dates: NOAA (NCEI) reports in local standard time all year (no daylight saving), as NCEI publishes them; SPC reports by SPC’s convective day (12Z to 12Z).',
} as const;
