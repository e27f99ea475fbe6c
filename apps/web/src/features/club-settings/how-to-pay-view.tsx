import type { HowToPay } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';

/**
 * The club's other ways to pay as parents see them (an order waiting for payment), and as the
 * settings page previews them ('What It Will Look Like'): its instructions, then each method on.
 */
export function HowToPayView({ howToPay, title }: { howToPay: HowToPay; title: string }) {
  const { paymentInstructions, methods } = howToPay;
  if (paymentInstructions === '' && methods.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-3 rounded-lg border border-gray-300 p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {paymentInstructions && <p className="whitespace-pre-line">{paymentInstructions}</p>}
      <ul className="space-y-3">
        {methods.map((method) => (
          <li key={method.setting}>
            <p className="font-semibold">{method.title}</p>
            <p className="text-gray-700">{method.description}</p>
            {method.details.length > 0 && (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                {method.details.map((detail) => (
                  <div key={detail.label} className="contents">
                    <dt className="text-gray-700">{detail.label}</dt>
                    <dd>{detail.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The parents' view on an order waiting for payment: nothing when the club says nothing (or it failed to load). */
export function HowToPayForParents({ howToPay }: { howToPay: HowToPay | undefined }) {
  if (!howToPay) return null;
  return <HowToPayView howToPay={howToPay} title={messages.paySettings.howToPayTitle} />;
}
