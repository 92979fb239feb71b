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
