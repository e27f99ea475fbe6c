import { messages } from '@clubroom/domain/messages';
import { usePageTitle } from '../../lib/page-title';
import { SalesCalculator } from './sales-calculator';

const t = messages.fees.calculator;

/** The customer Sales Calculator (/sales-calculator on the platform's site): for clubs thinking of joining, from £50. */
export default function CustomerSalesCalculatorPage() {
  usePageTitle(t.customerTitle);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold sm:text-3xl">{t.customerTitle}</h1>
      <p>{t.intro}</p>
      <SalesCalculator variant="customer" />
    </div>
  );
}
