import { messages } from '@clubroom/domain/messages';
import { parseSwitchUserError, SWITCH_USER_ERROR_PARAM } from '@clubroom/domain/rules';
import { useLocation, useNavigate } from 'react-router';

/** When a switch-user link was refused, the server sends the page back with the reason; say it here. */
export function SwitchUserFailedNotice() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const kind = parseSwitchUserError(search);
  if (!kind) return null;
  const dismiss = () => {
    const params = new URLSearchParams(search);
    params.delete(SWITCH_USER_ERROR_PARAM);
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  };
  return (
    <div role="alert" className="border-b border-red-300 bg-red-50 text-red-900">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2">
        <p>{messages.switchUser.failed[kind]}</p>
        <button
          type="button"
          onClick={dismiss}
          className="rounded-md border border-red-900 bg-white px-3 py-1 font-semibold hover:bg-red-100"
        >
          {messages.switchUser.dismiss}
        </button>
      </div>
    </div>
  );
}
