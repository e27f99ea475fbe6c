import type { Bootstrap, PublicClub } from '@clubroom/domain/api';
import { createContext, useContext } from 'react';

export const BootstrapContext = createContext<Bootstrap | null>(null);

export function useBootstrap(): Bootstrap {
  const value = useContext(BootstrapContext);
  if (!value) throw new Error('useBootstrap outside BootstrapContext');
  return value;
}

/** The club of a club page (club pages only render when the host is a club). */
export function useClub(): PublicClub {
  const club = useBootstrap().club;
  if (!club) throw new Error('useClub on the platform host');
  return club;
}

/** The site's name: the club's on a club's site, Clubroom on the platform's own (its sign-in pages serve both). */
export function useSiteName(): string {
  return useBootstrap().club?.name ?? 'Clubroom';
}
