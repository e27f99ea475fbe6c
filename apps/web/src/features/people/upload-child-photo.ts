import { AVATAR_FIELDS } from '@clubroom/domain/rules';
import { ApiError } from '../../lib/api-client';
import { uploadChildPhoto as route } from '../../lib/api-routes/people/uploadChildPhoto';
import { sendUploadForm } from '../../lib/upload-form';

/**
 * Sends a child's photo as a multipart form: the child's id first, then the file, as the server
 * reads them. Fails with an `ApiError` as callApi does.
 */
export async function uploadChildPhoto(personId: number, file: File): Promise<{ photoUrl: string }> {
  const form = new FormData();
  form.append(AVATAR_FIELDS.personId, String(personId));
  form.append(AVATAR_FIELDS.file, file);
  const answer = (await sendUploadForm(route, form)) as { photoUrl?: unknown };
  if (typeof answer.photoUrl === 'string') return { photoUrl: answer.photoUrl };
  throw new ApiError(200, 'HTTP_ERROR', `${route.method} request Failed 200 on ${route.path}`);
}
