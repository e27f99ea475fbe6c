import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStore } from './local-disk-store.js';

describe('the local disk file store', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'clubroom-store-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps, answers and removes a file by its key, leaving no partial file', async () => {
    const store = localDiskStore(root);
    await store.put('children/abc-123.png', Buffer.from('first'));
    await store.put('children/abc-123.png', Buffer.from('second'));
    expect((await store.get('children/abc-123.png'))?.toString()).toBe('second');
    expect(await readdir(path.join(root, 'children'))).toEqual(['abc-123.png']);
    await store.remove('children/abc-123.png');
    expect(await store.get('children/abc-123.png')).toBeNull();
    await expect(store.remove('children/abc-123.png')).resolves.toBeUndefined();
  });

  it.each(['../outside.png', 'children/../../x.png', '/etc/passwd', 'Children/A.PNG', 'children/a', 'a\\b.png', ''])(
    'refuses the key %j',
    async (key) => {
      const store = localDiskStore(root);
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('Not a file store key');
      await expect(store.get(key)).rejects.toThrow('Not a file store key');
    },
  );
});
