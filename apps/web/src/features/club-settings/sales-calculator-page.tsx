import { messages } from '@clubroom/domain/messages';
import { usePageTitle } from '../../lib/page-title';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { SalesCalculator } from './sales-calculator';

const t = messages.fees.calculator;

/** The club's Sales Calculator (/cms/settings/sales-calculator): starts at £100, 4.5 % and 20p. */
export default function SalesCalculatorPage() {
  usePageTitle(t.title);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <AdminPageHeading title={t.title} />
      <p>{t.intro}</p>
      <SalesCalculator variant="club" />
    </div>
  );
}
