/** What radar hail swath (MRMS MESH) imports answer. */
export const MESH_MESSAGES = {
  tooLarge: (megabytes: number) =>
    `The file is larger than the ${megabytes} MB a radar hail (MRMS MESH) file may be.`,
  empty: 'The file is empty: upload an MRMS MESH_Max_1440min .grib2 or .grib2.gz file.',
} as const;
