import { LOGO_FIELD } from '@clubroom/domain/rules';
import { ApiError } from '../../lib/api-client';
import { uploadClubLogo as route } from '../../lib/api-routes/club-profile/uploadClubLogo';
import { sendUploadForm } from '../../lib/upload-form';

/** Sends the club's logo as a multipart form (field `logo`); answers its URL, or fails with an `ApiError`. */
export async function uploadClubLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append(LOGO_FIELD, file);
  const answer = (await sendUploadForm(route, form)) as { data?: unknown };
  if (typeof answer.data === 'string') return answer.data;
  throw new ApiError(200, 'HTTP_ERROR', `${route.method} request Failed 200 on ${route.path}`);
}
