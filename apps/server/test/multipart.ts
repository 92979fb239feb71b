import zlib from 'node:zlib';
import sharp from 'sharp';

export interface TestFile {
  field: string;
  name: string;
  data: Buffer;
  type: string;
}

/** A multipart/form-data body as a browser sends it; pairs when a name repeats (`event[host_ids][]`). */
export function multipart(fields: Record<string, string> | [string, string][], ...files: TestFile[]) {
  const boundary = '----huddle-test-boundary';
  const parts: Buffer[] = [];
  for (const [key, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real PNG of the given size. */
export function png(width = 400, height = 300) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
}

/**
 * A decompression bomb: a PNG of a few dozen bytes whose header declares `width` x `height` pixels (its one row of
 * data is all it carries), as an attacker would send to make the server allocate and decode gigabytes.
 */
export function pngBomb(width = 20_000, height = 20_000) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
