import { crc32, deflateRawSync } from "node:zlib";

/**
 * A zip of deflated entries, written by hand so a test can make one lie: `declaredSize` is the
 * unzipped size its headers claim (a zip bomb claims little and unzips to much).
 */
export function zipOf(entries: readonly { name: string; data: Buffer; declaredSize?: number }[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize = data.length } of entries) {
    const fileName = Buffer.from(name);
    const compressed = deflateRawSync(data);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(8, at + 4); // deflated
      header.writeUInt32LE(crc32(data), at + 10);
      header.writeUInt32LE(compressed.length, at + 14);
      header.writeUInt32LE(declaredSize, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, compressed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + compressed.length;
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
