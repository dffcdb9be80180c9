import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';

/** Where file bytes live. Local disk by default; object storage can implement the same three calls. */
export interface FileStorage {
  put(bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/** Files are stored under random names, never the uploader's name, so paths cannot be guessed or abused. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!/^[a-f0-9]{2}\/[a-f0-9]{32}$/.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(bytes: Buffer): Promise<string> {
    const name = crypto.randomBytes(16).toString('hex');
    const key = `${name.slice(0, 2)}/${name}`;
    await fs.mkdir(path.join(this.root, name.slice(0, 2)), { recursive: true });
    await fs.writeFile(this.pathOf(key), bytes, { flag: 'wx' });
    return key;
  }

  get(key: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}

/** For tests: keeps bytes in memory. */
export class MemoryFileStorage implements FileStorage {
  private readonly files = new Map<string, Buffer>();
  async put(bytes: Buffer): Promise<string> {
    const name = crypto.randomBytes(16).toString('hex');
    const key = `${name.slice(0, 2)}/${name}`;
    this.files.set(key, Buffer.from(bytes));
    return key;
  }
  async get(key: string): Promise<Buffer> {
    const b = this.files.get(key);
    if (!b) throw Object.assign(new Error('not found'), { code: 'ENOENT' });
    return b;
  }
  async remove(key: string): Promise<void> {
    this.files.delete(key);
  }
}
