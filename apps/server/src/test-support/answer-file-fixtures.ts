import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEMO } from './accounts.js';
import { createChildren } from './booking-fixtures.js';
import type { MultipartPart } from './multipart.js';
import type { TestApp } from './test-app.js';

/** A small PDF (its magic bytes, then `fill`): what a file-upload question accepts. */
export const samplePdf = (fill: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, fill)]);

/** The upload's `file` part. */
export const filePart = (content: Buffer, filename = 'form.pdf', contentType = 'application/pdf'): MultipartPart => ({
  name: 'file',
  filename,
  contentType,
  content,
});

/** The upload's `childId` part. */
export const childPart = (id: number): MultipartPart => ({ name: 'childId', value: String(id) });

/** The answer files kept under the app's data folder. */
export const storedAnswerFiles = (dataDir: string) =>
  readdir(path.join(dataDir, 'uploads', 'answers')).catch(() => [] as string[]);

/** A new child of the demo parent, a member of the demo club. */
export async function demoClubChild(t: TestApp): Promise<number> {
  const [kid] = await createChildren(t, DEMO.parent, 1);
  await t.db.execute(
    sql`insert into club_children (club_id, child_id) select id, ${kid} from clubs where subdomain = 'demo'`,
  );
  return kid;
}
