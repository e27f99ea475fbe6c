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
