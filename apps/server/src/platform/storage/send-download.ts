import type { FastifyReply } from 'fastify';
import { NOTHING_RUNS_POLICY } from '../http/content-security-policy.js';
import { uploadTypes, type UploadType } from './upload-type.js';

/**
 * An uploaded file sent back as a download (a registration answer's file): the type judged from its bytes at
 * upload, saved rather than shown (`attachment`, under a name of the server's making), never stored by a cache,
 * under a policy by which nothing loads or runs should it be opened on its own.
 */
export const sendDownload = (reply: FastifyReply, file: { bytes: Buffer; type: UploadType; name: string }) =>
  reply
    .type(file.type)
    .header('content-disposition', `attachment; filename="${file.name}.${uploadTypes[file.type]}"`)
    .header('content-security-policy', NOTHING_RUNS_POLICY)
    .header('cache-control', 'no-store')
    .send(file.bytes);
