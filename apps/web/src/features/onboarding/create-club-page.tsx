import type { Me } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { platformPages } from '@clubroom/domain/pages';
import { DEFAULT_REGION, isFullySupportedRegion, REGIONS } from '@clubroom/domain/rules';
import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useBootstrap } from '../../lib/club-context';
import { callApi } from '../../lib/api-client';
import * as onboardingRoutes from '../../lib/api-routes/onboarding';
import { usePageTitle } from '../../lib/page-title';
import { useMe } from '../../lib/use-me';
import { withNext } from '../../lib/next-path';
import { userMessage } from '../../lib/user-message';
import { primaryButton } from '../../ui/buttons';
import { SelectField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { SpinnerButton } from '../../ui/spinner-button';
import SignUpPage from '../auth/sign-up-page';
import { BetaCountrySignUp } from './beta-country-sign-up';
import { useSubdomainStatus, type SubdomainCheck } from './use-subdomain-status';

const t = messages.onboarding;

function SubdomainAnswer({ check, baseDomain }: { check: SubdomainCheck; baseDomain: string }) {
  if (check.state === 'empty') return null;
  if (check.state === 'checking') return <span className="text-gray-700">{t.checking}</span>;
  const { status } = check;
  return status.available ? (
    <span className="font-semibold text-green-800">{t.available(`${status.subdomain}.${baseDomain}`)}</span>
  ) : (
    <span className="text-red-700">{t.subdomainReason[status.reason ?? 'taken']}</span>
  );
}

/** The signed-in person chooses the club's web address and country; the club is created on their site. */
function NewClubForm({ me }: { me: Me & { user: NonNullable<Me['user']> } }) {
  const { baseDomain } = useBootstrap();
  const [subdomain, setSubdomain] = useState('');
  const [country, setCountry] = useState(DEFAULT_REGION);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const check = useSubdomainStatus(subdomain);
  const available = check.state === 'answered' && check.status.available;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!available || creating) return;
    setCreating(true);
    setProblem(null);
    try {
      const created = await callApi(onboardingRoutes.newClient, { body: { subdomain, country } });
      // Sessions are per host: the single-use link signs the creator in on the club's own site.
      window.location.assign(created.continueUrl);
    } catch (err) {
      setProblem(userMessage(err));
      setCreating(false);
    }
  };

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 py-8">
      <div>
        <h1 className="mb-2 text-3xl font-bold">{messages.createClub.title}</h1>
        <p className="text-gray-700">{messages.createClub.intro}</p>
        <p className="mt-2 text-sm text-gray-700">{t.signedInAs(me.user.firstName)}</p>
      </div>
      <form id="new-club" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {problem && (
          <FormAlert>
            <p>{problem}</p>
          </FormAlert>
        )}
        <div className="flex flex-col gap-1">
          <TextField
            id="subdomain"
            label={t.subdomainLabel}
            hint={t.subdomainHint(baseDomain)}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={subdomain}
            maxLength={63}
            onChange={(e) => setSubdomain(e.target.value)}
          />
          <p aria-live="polite" className="min-h-6 text-sm" data-testid="subdomain-status">
            <SubdomainAnswer check={check} baseDomain={baseDomain} />
          </p>
        </div>
        <SelectField
          id="country"
          label={t.countryLabel}
          value={country}
          options={REGIONS.map((region) => ({ value: region.code, label: region.name }))}
          onChange={setCountry}
        />
      </form>
      {/* Its own form, so not inside the club's (forms do not nest). */}
      {!isFullySupportedRegion(country) && <BetaCountrySignUp key={country} country={country} email={me.user.email} />}
      <SpinnerButton
        form="new-club"
        type="submit"
        className={`${primaryButton} w-full`}
        disabled={!available}
        loading={creating}
        loadingLabel={t.creating}
      >
        {t.create}
      </SpinnerButton>
    </section>
  );
}

/**
 * /signup on the platform's site ('Create a club'): a visitor first creates their account (the sign-up's code
 * brings them back here) or signs in; a signed-in person chooses the club's address and country.
 */
export default function CreateClubPage() {
  const me = useMe();
  const [params] = useSearchParams();
  usePageTitle(messages.createClub.title);
  if (me.isPending) return <Loading lines={4} />;
  const user = me.data?.user;
  const here = platformPages.createClub.path;
  // Signing up or in comes back here to choose the club's address.
  if (!user && !params.get('next')) return <Navigate to={withNext(here, here)} replace />;
  if (!user) return <SignUpPage />;
  return <NewClubForm me={{ ...me.data!, user }} />;
}
