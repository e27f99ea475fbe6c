import { messages } from '@clubroom/domain/messages';
import { secondaryButton } from './buttons';

const t = messages.pager;

/**
 * A list paged on the server: where it is ('Page 2 of 5 (230 contacts)', worded by the list) and Previous and Next.
 * Every admin list that pages shows this one.
 */
export function Pager({
  label,
  page,
  pageSize,
  total,
  summary,
  onPage,
}: {
  /** The navigation's accessible name (the list's). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  summary: (page: number, pages: number, total: number) => string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="text-gray-700">{summary(page, pages, total)}</span>
      <span className="flex gap-2">
        <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t.previous}
        </button>
        <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t.next}
        </button>
      </span>
    </nav>
  );
}
