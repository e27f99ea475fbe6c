import { messages } from '@clubroom/domain/messages';
import { useState, type ChangeEvent } from 'react';
import { FormAlert } from '../../ui/form-alert';
import {
  cacheBusted,
  LOGO_STATUS,
  logoErrorBeforeUpload,
  logoErrorOf,
  type LogoError,
  type LogoStatus,
} from './logo-upload-state';
import { uploadClubLogo } from './upload-club-logo';
import { useLogoSaved } from './use-club-profile';

const t = messages.clubProfile;

/** The club's logo and its upload: idle, saving, success (the new logo shows at once) or failed (size or type). */
export function LogoUpload({ logoUrl, club }: { logoUrl: string | null; club: string }) {
  const [status, setStatus] = useState<LogoStatus>(LOGO_STATUS.idle);
  const [error, setError] = useState<LogoError | null>(null);
  const [shown, setShown] = useState(logoUrl && cacheBusted(logoUrl));
  const saved = useLogoSaved();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const early = logoErrorBeforeUpload(file);
    setError(early);
    if (early) {
      setStatus(LOGO_STATUS.failed);
      input.value = '';
      return;
    }
    setStatus(LOGO_STATUS.saving);
    try {
      const url = await uploadClubLogo(file);
      saved(url);
      setShown(cacheBusted(url));
      setStatus(LOGO_STATUS.success);
    } catch (err) {
      setError(logoErrorOf(err));
      setStatus(LOGO_STATUS.failed);
    } finally {
      input.value = '';
    }
  };

  return (
    <section aria-labelledby="logo-heading" className="space-y-3">
      <h2 id="logo-heading" className="text-xl font-semibold">
        {t.logoHeading}
      </h2>
      <p className="text-gray-700">{t.logoIntro}</p>
      {shown ? (
        <img src={shown} alt={t.logoAlt(club)} className="h-20 w-auto max-w-full rounded border border-gray-200" />
      ) : (
        <p className="text-gray-700">{t.noLogo}</p>
      )}
      <div>
        <label
          htmlFor="logo"
          className="inline-block cursor-pointer rounded-md border border-gray-500 px-4 py-2 font-medium hover:bg-gray-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-700"
        >
          {t.chooseLogo}
          <input
            id="logo"
            name="logo"
            type="file"
            accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
            className="sr-only"
            disabled={status === LOGO_STATUS.saving}
            onChange={(event) => void upload(event)}
          />
        </label>
      </div>
      <div data-logo-status={status} data-logo-error-type={error?.type}>
        {status === LOGO_STATUS.saving && <p>{t.logoSaving}</p>}
        {status === LOGO_STATUS.success && <FormAlert tone="info">{t.logoSaved}</FormAlert>}
        {status === LOGO_STATUS.failed && error && <FormAlert>{error.message}</FormAlert>}
      </div>
    </section>
  );
}
