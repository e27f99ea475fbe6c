import { messages } from '@clubroom/domain/messages';
import { SaveOutcome } from '../../ui/save-outcome';
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
      <SaveOutcome save={save} className="mt-2" />
    </section>
  );
}
