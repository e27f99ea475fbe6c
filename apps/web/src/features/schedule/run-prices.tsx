import type { RouteResponse, scheduleApi } from '@clubroom/domain/api';
import { bookingMessages } from '@clubroom/domain/messages';

const t = bookingMessages.bookingPages;

/** A run's term and session prices, and what joining late costs; a free class says Free. */
export function RunPrices({
  info,
  money,
}: {
  info: RouteResponse<typeof scheduleApi.runInfo>;
  money: (minor: number) => string;
}) {
  if (info.pricePerTerm === 0 && info.pricePerSession === 0) return <div>{t.freeClass}</div>;
  const late = info.sessionsLeft > 0 && info.sessionsLeft < info.sessionsTotal;
  return (
    <>
      <div>{t.runPrices(money(info.pricePerTerm), info.sessionsTotal, money(info.pricePerSession))}</div>
      {late && <div className="font-semibold">{t.joinNow(money(info.priceForRemaining), info.sessionsLeft)}</div>}
    </>
  );
}
