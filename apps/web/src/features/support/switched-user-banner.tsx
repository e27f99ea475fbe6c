import { messages } from '@clubroom/domain/messages';
import { switchBackHref } from '@clubroom/domain/rules';
import { useLocation } from 'react-router';
import { useMe } from '../../lib/use-me';

/** On every page of a switched session: who support is acting as, and the way back (a full page load). */
export function SwitchedUserBanner() {
  const { data } = useMe();
  const { pathname } = useLocation();
  if (!data?.user || !data.impersonator) return null;
  const { user, impersonator } = data;
  return (
    <section
      aria-label={messages.switchUser.bannerLabel}
      className="border-b border-amber-400 bg-amber-100 text-gray-900"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2">
        <p>
          {messages.switchUser.banner(
            `${user.firstName} ${user.lastName}`,
            user.email,
            impersonator.firstName,
            impersonator.email,
          )}
        </p>
        <a
          className="rounded-md border border-gray-900 bg-white px-3 py-1 font-semibold hover:bg-gray-50"
          href={switchBackHref(pathname)}
        >
          {messages.switchUser.exit}
        </a>
      </div>
    </section>
  );
}
