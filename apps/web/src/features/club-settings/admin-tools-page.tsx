import { messages } from '@clubroom/domain/messages';
import { managesSchedule } from '@clubroom/domain/rules';
import { PageTitle } from '../../lib/page-title';
import { useMe } from '../../lib/use-me';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { FormAlert } from '../../ui/form-alert';
import { CreateSetupFees } from './create-setup-fees';
import { ResetSetupFees } from './reset-setup-fees';
import { SubscriptionTools } from './subscription-tools';

const t = messages.paySettings;

/**
 * /cms/settings/admin-tools (spec §2 "Admin tools"): the setup-fee tools for the club's managers
 * with financial access, the card-provider subscription reset for Clubroom support. Each button
 * waits out its countdown (10 seconds; 3 for the subscription reset) and is disabled while it loads.
 */
export default function AdminToolsPage() {
  const me = useMe().data;
  const roles = me?.roles ?? [];
  const support = roles.includes('support');
  const manager = managesSchedule(roles);
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <PageTitle page={t.toolsTitle} />
      <AdminPageHeading title={t.toolsTitle} />
      {manager &&
        (me?.financialAccess ? (
          <>
            <ResetSetupFees />
            <CreateSetupFees />
          </>
        ) : (
          <FormAlert>{t.noFinancialAccess}</FormAlert>
        ))}
      {support ? <SubscriptionTools /> : <p className="text-gray-700">{t.supportOnly}</p>}
    </div>
  );
}
