import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Uploaded files on disk under DATA_DIR/uploads; keys are random so they can't be guessed. */
export interface Storage {
  put(prefix: string, extension: string, data: Buffer): Promise<string>;
  read(key: string): fs.ReadStream | null;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => (KEY_PATTERN.test(key) ? path.join(root, key) : null);
  return {
    async put(prefix, extension, data) {
      const key = `${prefix}/${randomBytes(16).toString('base64url')}.${extension}`;
      const file = path.join(root, key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, data);
      return key;
    },
    read(key) {
      const file = fileOf(key);
      return file && fs.existsSync(file) ? fs.createReadStream(file) : null;
    },
    async remove(key) {
      const file = fileOf(key);
      if (file) await fs.promises.rm(file, { force: true });
    },
  };
}
