import { authMessages } from '@clubroom/domain/messages';
import { isInAppBrowser } from '../lib/in-app-browser';

/**
 * Spec §2/§8: inside an in-app social browser, say to open the page in another browser. The sign-in
 * wording explains emailed links; the payment wording explains the wallet.
 */
export function InAppBrowserNotice({
  purpose,
  userAgent = navigator.userAgent,
}: {
  purpose: 'sign-in' | 'payment';
  userAgent?: string;
}) {
  if (!isInAppBrowser(userAgent)) return null;
  return (
    <aside
      data-testid="in-app-browser-notice"
      aria-labelledby="in-app-browser-title"
      className="mb-4 rounded-md border border-amber-700 bg-amber-50 p-3 text-sm text-gray-900"
    >
      <h2 id="in-app-browser-title" className="font-semibold">
        {authMessages.inAppBrowser.title}
      </h2>
      <p>{purpose === 'sign-in' ? authMessages.inAppBrowser.signInBody : authMessages.inAppBrowser.body}</p>
    </aside>
  );
}
