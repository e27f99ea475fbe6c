import type { ScheduleResponse } from '@clubroom/domain/api';
import { clubPages, pagePath } from '@clubroom/domain/pages';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * A club site's sitemap (sitemaps.org): its schedule, then each term, class and camp page that the public
 * schedule lists (never a draft or invite-only one, which the cached schedule leaves out).
 */
export function clubSitemap(origin: string, schedule: ScheduleResponse): string {
  const paths = [
    clubPages.schedule.path,
    ...schedule.terms.flatMap((term) => [
      pagePath(clubPages.termInfo, { termId: term.termId, termName: term.termName }),
      ...term.runs.map((run) => pagePath(clubPages.runInfo, { runId: run.runId })),
    ]),
    ...schedule.camps.map((camp) => pagePath(clubPages.campInfo, { campId: camp.campId })),
  ];
  const urls = paths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}
