import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../../lib/use-me';
import { isAuthPath } from '../auth/auth-paths';
import { CONTRACT_PAGE_PATH, contractPagePath } from '@clubroom/domain/rules';

/**
 * A signed-in person whose terms await acceptance sees the contract page before any other page
 * (the sign-in pages excepted), then comes back to where they were. Pages render while `me` loads,
 * so visitors never wait for it.
 */
export function ContractGate({ children }: { children: ReactNode }) {
  const required = useMe().data?.contractRequired;
  const { pathname, search } = useLocation();
  if (required && pathname !== CONTRACT_PAGE_PATH && !isAuthPath(pathname)) {
    return <Navigate to={contractPagePath(pathname + search)} replace />;
  }
  return <>{children}</>;
}
