import type { SubdomainStatus } from '@clubroom/domain/api';
import { normaliseSubdomain, subdomainProblem } from '@clubroom/domain/rules';
import { useEffect, useState } from 'react';
import { callApi } from '../../lib/api-client';
import * as onboardingRoutes from '../../lib/api-routes/onboarding';

/** How long typing pauses before the server is asked whether the subdomain is free. */
const CHECK_AFTER_MS = 400;

export type SubdomainCheck =
  { state: 'empty' } | { state: 'checking' } | { state: 'answered'; status: SubdomainStatus };

/**
 * Live availability of a subdomain as it is typed: the shape is judged at once by the shared rule, whether a club
 * has it by the server after a pause; an answer for an older value is dropped.
 */
export function useSubdomainStatus(typed: string): SubdomainCheck {
  const subdomain = normaliseSubdomain(typed);
  const [answer, setAnswer] = useState<SubdomainStatus | null>(null);
  const problem = subdomain ? subdomainProblem(subdomain) : null;
  useEffect(() => {
    if (!subdomain || problem) return;
    let current = true;
    const timer = setTimeout(() => {
      callApi(onboardingRoutes.subdomainStatusCheck, { body: { subdomain } })
        .then((status) => current && setAnswer(status))
        .catch(() => current && setAnswer(null));
    }, CHECK_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [subdomain, problem]);
  if (!subdomain) return { state: 'empty' };
  if (problem) return { state: 'answered', status: { subdomain, available: false, reason: problem } };
  if (answer?.subdomain !== subdomain) return { state: 'checking' };
  return { state: 'answered', status: answer };
}
