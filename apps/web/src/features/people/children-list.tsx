import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import dayjs from 'dayjs';
import { ChevronRight, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { primaryButton } from '../../ui/buttons';
import { Loading } from '../../ui/loading';
import { useChildren } from './use-children';
import { LoadFailed } from '../../ui/load-failed';

const t = messages.family;

/** The parent's children, each a link to their page (date of birth as 'DD MMM YYYY', school year), and 'Add a child'. */
export function ChildrenList() {
  const children = useChildren();
  if (children.isPending) return <Loading lines={2} />;
  if (children.isError) {
    return <LoadFailed message={messages.account.loadFailed} retry={children.refetch} />;
  }
  const items = children.data.children;
  return (
    <div className="space-y-4">
      {items.length === 0 ? (
        <p className="text-gray-700">{messages.account.noChildren}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" data-testid="children">
          {items.map((child) => (
            <li key={child.personId}>
              <Link
                to={pagePath(clubPages.child, { personId: child.personId })}
                className="flex items-center justify-between gap-2 rounded-md bg-panel px-4 py-3 hover:underline"
              >
                <span>
                  <span className="block font-semibold">
                    {child.firstName} {child.lastName}
                  </span>
                  <span className="text-sm text-gray-700">
                    {messages.account.bornOn(dayjs(child.dateOfBirth).format('DD MMM YYYY'))} ·{' '}
                    {t.schoolYears(child.schoolYear)}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" size={20} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className={primaryButton} to={clubPages.addChild.path}>
        <Plus aria-hidden="true" size={18} className="mr-1" />
        {t.addChild}
      </Link>
    </div>
  );
}
