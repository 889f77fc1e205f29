/** One entry of a hand-built ZIP: `data` is already compressed when `method` is 8 (deflate). */
export type RawZipEntry = {
  name: string;
  data: Buffer;
  method: 0 | 8;
  /** The uncompressed size the ZIP declares; a bomb lies here. */
  declaredSize: number;
};

const DOS_DATE_1980 = 0x21;

function localHeader(entry: RawZipEntry, name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt16LE(DOS_DATE_1980, 12);
  header.writeUInt32LE(entry.data.length, 18);
  header.writeUInt32LE(entry.declaredSize, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralHeader(entry: RawZipEntry, name: Buffer, offset: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt16LE(DOS_DATE_1980, 14);
  header.writeUInt32LE(entry.data.length, 20);
  header.writeUInt32LE(entry.declaredSize, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

/**
 * A ZIP written byte by byte, so a test can make it lie: the sizes it declares are whatever the
 * entry says, and CRCs are left zero (no reader here checks them).
 */
export function zipOf(entries: readonly RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.concat([localHeader(entry, name), entry.data]);
    centrals.push(centralHeader(entry, name, offset));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
