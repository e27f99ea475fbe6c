import type { ConsoleClientDetail } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { Section } from './section';
import { RatesForm } from './rates-form';

const t = messages.platformConsole;
type Rates = ConsoleClientDetail['rates']['current'];

const inWords = (r: Rates) => `${r.commissionPercent} % + ${r.providerPercent} % + ${r.fixedFee}p`;

/** The club's rates now and every dated change; a platform manager adds one from a date. */
export function RatesPanel({ detail, canManage }: { detail: ConsoleClientDetail; canManage: boolean }) {
  const { rates } = detail;
  return (
    <Section title={t.rates}>
      <p className="text-sm text-gray-700">{t.ratesIntro}</p>
      <p>
        {t.currentRates}: <strong>{inWords(rates.current)}</strong>
      </p>
      {rates.schedule.length === 0 ? (
        <p className="text-sm">{t.noRates}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">{t.effectiveFrom}</th>
              <th scope="col">{t.commissionPercent}</th>
              <th scope="col">{t.providerPercent}</th>
              <th scope="col">{t.fixedFee}</th>
            </tr>
          </thead>
          <tbody>
            {rates.schedule.map((r) => (
              <tr key={r.effectiveFrom}>
                <td>{r.effectiveDate}</td>
                <td>{r.commissionPercent}</td>
                <td>{r.providerPercent}</td>
                <td>{r.fixedFee}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canManage && <RatesForm clientId={detail.client.clientId} current={rates.current} />}
    </Section>
  );
}
