import { messages } from '@clubroom/domain/messages';
import { Check } from 'lucide-react';
import { userMessage } from '../../lib/user-message';
import { SwitchField } from '../../ui/switch-field';
import { useMarketingPreference, useSaveMarketingPreference } from './use-account';
import { LoadFailed } from '../../ui/load-failed';

/**
 * The parent's marketing opt-in: saved as soon as it is switched, with a confirmation or the
 * server's reason it was not (support in a switched session may not choose for the person).
 */
export function MarketingPreferences() {
  const preference = useMarketingPreference();
  const save = useSaveMarketingPreference();
  const checked = save.isPending ? save.variables : preference.data?.status;
  return (
    <section aria-labelledby="marketing-title" className="rounded-lg border border-gray-200 p-4">
      <h2 id="marketing-title" className="mb-3 text-xl font-bold">
        {messages.account.marketingTitle}
      </h2>
      {preference.isError ? (
        <LoadFailed message={messages.account.loadFailed} retry={preference.refetch} />
      ) : (
        <SwitchField
          id="marketing-opt-in"
          label={messages.account.marketingLabel}
          hint={messages.account.marketingHint}
          checked={checked ?? false}
          disabled={preference.isPending}
          onCheckedChange={(optIn) => {
            if (!save.isPending) save.mutate(optIn);
          }}
        />
      )}
      <p role="status" className="mt-2 min-h-6 text-sm text-green-800">
        {save.isSuccess && (
          <>
            <Check aria-hidden="true" size={16} className="mr-1 inline" />
            {messages.account.saved}
          </>
        )}
      </p>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {userMessage(save.error, messages.account.saveFailed)}
        </p>
      )}
    </section>
  );
}
