// Types of the offline geodata packages that ship none (only what server/geo reads).
declare module 'zipcode-to-timezone' {
  export function lookup(zip: string): string | null;
}

declare module 'zipcodes' {
  export type ZipRecord = {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  };
  export function lookup(zip: string | number): ZipRecord | undefined;
}
