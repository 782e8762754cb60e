import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync, inflateRawSync } from 'node:zlib';

// Files for the cloud e2e test, made in the test's temp folder: real (small, valid) PNG and JPEG
// images, a large TIFF-signed file of random bytes, an .exe renamed .jpg, and a sparse file just
// over the per-file limit (no disk is used for it).

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of the given size, filled with one colour. */
export function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal baseline JPEG (SOI, JFIF APP0, comment, EOI): a real JPEG signature and structure. */
export function jpeg(comment: string): Buffer {
  const text = Buffer.from(comment);
  const com = Buffer.alloc(4);
  com.writeUInt16BE(0xfffe, 0);
  com.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    com,
    text,
    Buffer.from([0xff, 0xd9]),
  ]);
}

export type Sample = { relativePath: string; bytes: Buffer };

/** A folder 'Bo anh cuoi' of images (one in a subfolder); returns what each file holds. */
export async function writeImageFolder(root: string): Promise<{ folder: string; files: Sample[] }> {
  const folder = path.join(root, 'Bo anh cuoi');
  await mkdir(path.join(folder, 'Chi tiet'), { recursive: true });
  const files: Sample[] = [
    { relativePath: 'Bo anh cuoi/anh-1.png', bytes: png(64, 48, [200, 30, 30]) },
    { relativePath: 'Bo anh cuoi/anh-2.png', bytes: png(32, 32, [20, 160, 60]) },
    { relativePath: 'Bo anh cuoi/Chi tiet/anh-3.jpg', bytes: jpeg('TM e2e') },
  ];
  for (const file of files) await writeFile(path.join(root, file.relativePath), file.bytes);
  return { folder, files };
}

/** A large file with a TIFF signature and random contents; returns its path and checksum. */
export async function writeLargeTiff(root: string, bytes: number): Promise<{ file: string; sha: string }> {
  const file = path.join(root, 'lon.tif');
  const handle = await open(file, 'w');
  const hash = createHash('sha256');
  try {
    const header = Buffer.from([0x49, 0x49, 0x2a, 0x00]);
    await handle.write(header);
    hash.update(header);
    let written = header.length;
    while (written < bytes) {
      const part = randomBytes(Math.min(8 * 1024 * 1024, bytes - written));
      await handle.write(part);
      hash.update(part);
      written += part.length;
    }
  } finally {
    await handle.close();
  }
  return { file, sha: hash.digest('hex') };
}

export async function writeRefusedFiles(root: string, limit: number): Promise<{ fakeJpeg: string; tooBig: string }> {
  const fakeJpeg = path.join(root, 'hoa-don.jpg');
  await writeFile(fakeJpeg, Buffer.concat([Buffer.from('MZ'), randomBytes(2048)]));
  const tooBig = path.join(root, 'qua-lon.png');
  const handle = await open(tooBig, 'w');
  await handle.truncate(limit + 1);
  await handle.close();
  return { fakeJpeg, tooBig };
}

/** Entries of a ZIP (stored or not, read through its central directory): name → sha256. */
export function zipEntries(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(offset + 10);
    const compressed = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    entries.set(name, sha256(method === 0 ? data : inflateRawSync(data)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
