import type { FastifyReply } from 'fastify';
import { NOTHING_RUNS_POLICY } from '../http/content-security-policy.js';
import type { ImageType } from './image-type.js';

/**
 * An uploaded image as the site serves it back: the type judged from its bytes at upload (never the
 * uploader's), shown inline, under a policy by which nothing loads or runs should it be opened on
 * its own. The site's other headers (nosniff, frame and referrer rules) are on every answer.
 */
export const sendImage = (reply: FastifyReply, image: { bytes: Buffer; type: ImageType }) =>
  reply
    .type(image.type)
    .header('content-disposition', 'inline')
    .header('content-security-policy', NOTHING_RUNS_POLICY)
    .send(image.bytes);
