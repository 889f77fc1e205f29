/** An MRMS GRIB2 file this decoder cannot read; the message says which part and why. */
export class MrmsDecodeError extends Error {
  constructor(reason: string) {
    super(`Not a readable MRMS GRIB2 file: ${reason}.`);
    this.name = 'MrmsDecodeError';
  }
}
