/**
 * Where uploaded files are kept, by a key the server makes (`children/3f2a….jpg`), never a name or
 * path someone sent. Local disk under DATA_DIR today (`local-disk-store.ts`); an S3-compatible
 * bucket is a second implementation of the same three calls (docs/deployment.md, "Uploads").
 */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
}

/** Keys are lower-case words separated by slashes, with one extension: nothing that can climb out of the store. */
const KEY_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function assertFileKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a file store key: ${JSON.stringify(key)}`);
}
