import path from 'node:path';
import type { Config } from '../../config.js';
import type { FileStore } from './file-store.js';
import { localDiskStore } from './local-disk-store.js';

/** The configured file store: today always the local disk, under DATA_DIR/uploads. */
export const fileStoreFor = (config: Pick<Config, 'dataDir'>): FileStore =>
  localDiskStore(path.join(config.dataDir, 'uploads'));
