import { messages } from '@clubroom/domain/messages';
import type { ClubSignUpDetails } from '@clubroom/domain/api';
import { CLUB_NAME_DEBOUNCE_MS, clubDetailsComplete, clubNameProblem } from '@clubroom/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { apiQuery, callApi } from '../../lib/api-client';
import { useClub } from '../../lib/club-context';
import * as onboardingRoutes from '../../lib/api-routes/onboarding';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { ResourceState } from '../../ui/resource-state';
import { SpinnerButton } from '../../ui/spinner-button';

const t = messages.onboarding;

/** Saves the club name once the organiser pauses typing for a second (spec §9); says how it went. */
function useDebouncedNameSave(clubName: string, touched: boolean) {
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  useEffect(() => {
    if (!touched || clubNameProblem(clubName)) return;
    let current = true;
    const timer = setTimeout(() => {
      setState('saving');
      callApi(onboardingRoutes.saveClubName, { body: { clubName } })
        .then(() => current && setState('saved'))
        .catch(() => current && setState('idle'));
    }, CLUB_NAME_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [clubName, touched]);
  return state;
}

function DetailsForm({ saved }: { saved: ClubSignUpDetails }) {
  const { subdomain } = useClub();
  // The name starts empty while it is still the subdomain the club was created with.
  const [clubName, setClubName] = useState(saved.onSignUp && saved.clubName === subdomain ? '' : saved.clubName);
  const [phone, setPhone] = useState(saved.phone);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const nameState = useDebouncedNameSave(clubName, touched);
  const complete = clubDetailsComplete({ clubName, phone });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || saving) return;
    setSaving(true);
    setProblem(null);
    setErrors({});
    try {
      const { next } = await callApi(onboardingRoutes.saveClubSignUpDetails, { body: { clubName, phone } });
      // A whole page load: the site's header and title take the new name.
      window.location.assign(next);
    } catch (err) {
      const issues = fieldIssues(err);
      setErrors(issues);
      if (!issues.clubName && !issues.phone) setProblem(userMessage(err));
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {problem && (
        <FormAlert>
          <p>{problem}</p>
        </FormAlert>
      )}
      <div className="flex flex-col gap-1">
        <TextField
          id="club-name"
          label={t.clubNameLabel}
          hint={t.clubNameHint}
          required
          autoComplete="organization"
          value={clubName}
          error={errors.clubName && `${t.clubNameLabel} ${errors.clubName}`}
          onChange={(e) => {
            setTouched(true);
            setClubName(e.target.value);
          }}
        />
        <p aria-live="polite" className="min-h-5 text-sm text-gray-700" data-testid="club-name-status">
          {nameState === 'saving' ? t.clubNameSaving : nameState === 'saved' ? t.clubNameSaved : ''}
        </p>
      </div>
      <TextField
        id="club-phone"
        label={t.phoneLabel}
        type="tel"
        required
        autoComplete="tel"
        value={phone}
        error={errors.phone && `${t.phoneLabel} ${errors.phone}`}
        onChange={(e) => setPhone(e.target.value)}
      />
      <SpinnerButton
        type="submit"
        className={`${primaryButton} w-full`}
        disabled={!complete}
        loading={saving}
        loadingLabel={t.saving}
      >
        {t.save}
      </SpinnerButton>
    </form>
  );
}

/** /cms/sign-up/details: the sign-up's details step on the new club's site; saving goes on to set up payments. */
export default function ClubDetailsPage() {
  const details = useQuery(apiQuery(onboardingRoutes.clubSignUpDetails));
  return (
    <ResourceState query={{ ...details, notFound: false }} title={() => t.detailsTitle}>
      {(saved) => (
        <section className="mx-auto flex max-w-xl flex-col gap-4 py-8">
          <h1 className="text-3xl font-bold">{t.detailsTitle}</h1>
          <p className="text-gray-700">{t.detailsIntro}</p>
          <DetailsForm saved={saved} />
        </section>
      )}
    </ResourceState>
  );
}
