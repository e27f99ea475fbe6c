import type { ConsoleClientDetail } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { callApi } from '../../lib/api-client';
import * as consoleRoutes from '../../lib/api-routes/platform-console';
import { userMessage } from '../../lib/user-message';
import { secondaryButton } from '../../ui/buttons';
import { Section } from './section';
import { useClientChange } from './use-console';

const t = messages.platformConsole;
type Feature = ConsoleClientDetail['features'][number];

/** The club's features, each on or off; a platform manager switches one (audited). */
export function FeatureSwitches({ detail, canManage }: { detail: ConsoleClientDetail; canManage: boolean }) {
  const clientId = detail.client.clientId;
  const change = useClientChange(clientId, ({ feature, on }: Pick<Feature, 'feature' | 'on'>) =>
    callApi(consoleRoutes.setConsoleFeature, { params: { clientId }, body: { feature, on } }),
  );
  return (
    <Section title={t.features}>
      <ul className="space-y-2">
        {detail.features.map((f) => (
          <li key={f.feature} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {f.label}: <strong>{f.on ? t.on : t.off}</strong>
            </span>
            {canManage && (
              <button
                type="button"
                className={secondaryButton}
                disabled={change.isPending}
                onClick={() => change.mutate({ feature: f.feature, on: !f.on })}
              >
                {f.on ? t.switchOff(f.label) : t.switchOn(f.label)}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="min-h-6 text-sm text-green-800">
        {change.isSuccess &&
          change.variables &&
          t.featureSaved(
            detail.features.find((f) => f.feature === change.variables.feature)?.label ?? '',
            change.variables.on,
          )}
      </p>
      {change.isError && (
        <p role="alert" className="text-sm text-red-700">
          {userMessage(change.error, t.saveFailed)}
        </p>
      )}
    </Section>
  );
}
