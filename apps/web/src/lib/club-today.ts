import { clubToday, DEFAULT_TIME_ZONE } from '@clubroom/domain/rules';
import { useBootstrap } from './club-context';

/**
 * Today on the club's calendar (its time zone; the platform's default on the platform host), as the
 * server takes it: never the browser's zone, so a form agrees with the server whatever the device says.
 */
export function useClubToday(): string {
  return clubToday(useClubTimeZone(), new Date());
}

/** The club's time zone, or the platform's default on the platform host. */
export function useClubTimeZone(): string {
  return useBootstrap().club?.timeZone ?? DEFAULT_TIME_ZONE;
}
