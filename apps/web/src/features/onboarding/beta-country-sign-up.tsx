import { messages } from '@clubroom/domain/messages';
import { regionOf } from '@clubroom/domain/rules';
import { useState, type FormEvent } from 'react';
import { callApi } from '../../lib/api-client';
import * as onboardingRoutes from '../../lib/api-routes/onboarding';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { secondaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';

const t = messages.onboarding;

/** The region-not-fully-supported message, and asking to hear when the country is (`POST /api/beta-country-sign-up`). */
export function BetaCountrySignUp({ country, email: knownEmail }: { country: string; email: string }) {
  const [email, setEmail] = useState(knownEmail);
  const [state, setState] = useState<'idle' | 'sending' | 'registered'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('sending');
    setProblem(null);
    try {
      await callApi(onboardingRoutes.betaCountrySignUp, { body: { email, country } });
      setState('registered');
    } catch (err) {
      const issue = fieldIssues(err).email;
      setProblem(issue ? `${t.betaEmailLabel} ${issue}` : userMessage(err));
      setState('idle');
    }
  };
  return (
    <FormAlert tone="info">
      <p>{t.regionNotFullySupported(regionOf(country)?.name ?? country)}</p>
      {state === 'registered' ? (
        <p role="status" className="mt-2 font-semibold">
          {t.betaRegistered}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" aria-label={t.betaSubmit}>
          <TextField
            id="beta-email"
            type="email"
            autoComplete="email"
            label={t.betaEmailLabel}
            value={email}
            error={problem}
            onChange={(e) => setEmail(e.target.value)}
          />
          <SpinnerButton type="submit" className={secondaryButton} loading={state === 'sending'}>
            {t.betaSubmit}
          </SpinnerButton>
        </form>
      )}
    </FormAlert>
  );
}
