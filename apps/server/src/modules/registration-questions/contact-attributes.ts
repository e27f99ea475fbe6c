import { MAX_CONTACT_ATTRIBUTES } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError, foundOr404 } from '../../platform/errors.js';
import type { QuestionsDeps } from './registration-questions-deps.js';

const texts = messages.contactAttributes;

/** Adds a contact attribute; a club keeps at most MAX_CONTACT_ATTRIBUTES live ones (409 beyond). */
export function createContactAttribute(deps: QuestionsDeps, clubId: number, name: string) {
  return deps.transaction(async (w) => {
    if ((await w.attributes.liveCount(clubId)) >= MAX_CONTACT_ATTRIBUTES)
      throw new AppError('CONFLICT', texts.tooMany(MAX_CONTACT_ATTRIBUTES));
    return w.attributes.insert(clubId, name);
  });
}

export async function renameContactAttribute(deps: QuestionsDeps, clubId: number, attributeId: number, name: string) {
  return foundOr404(await deps.attributes.update(clubId, attributeId, { name }), 'Contact attribute');
}

/** Stops keeping an attribute; its values stay (and show again if it were ever restored). */
export async function retireContactAttribute(deps: QuestionsDeps, clubId: number, attributeId: number) {
  const live = (await deps.attributes.all(clubId)).find((a) => a.attributeId === attributeId);
  if (live?.retired) return live;
  return foundOr404(
    await deps.attributes.update(clubId, attributeId, { retiredAt: deps.clock() }),
    'Contact attribute',
  );
}
