import { messages } from '@clubroom/domain/messages';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { useMe } from '../../lib/use-me';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { settingsItemsFor } from './admin-nav-items';

const t = messages.cms.settings;

/** /cms/settings: every settings page this person may open, each with a line on what it is for. */
export default function SettingsPage() {
  usePageTitle(t.title);
  const me = useMe().data;
  const items = me ? settingsItemsFor(me) : [];
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <AdminPageHeading title={t.title} />
      <p className="text-gray-700">{t.intro}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map(({ label, hint, page }) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="block h-full rounded-lg border border-gray-300 p-4 hover:border-gray-500 hover:bg-gray-50"
            >
              <span className="block text-lg font-semibold">{label}</span>
              <span className="mt-1 block text-gray-700">{hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
