/** The platform's own name: its site's pages are titled with it, as a club's are with the club's name. */
export const PLATFORM_NAME = 'Clubroom';

/**
 * A browser tab's title: the page, then the site ('Mini Kickers – Little Legends Sports Club');
 * a site's home page (the schedule, the platform's home) is the site's name alone.
 */
export const pageTitle = (page: string | null, siteName: string) => (page ? `${page} – ${siteName}` : siteName);
