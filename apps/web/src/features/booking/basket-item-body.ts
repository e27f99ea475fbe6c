import type { AddToBasketBody, BasketItem } from '@clubroom/domain/api';
import { clubPages, pagePath } from '@clubroom/domain/pages';

/** What to send to hold an item's places again once its hold has lapsed; null for an item that names no run or camp. */
export function basketItemBody(item: BasketItem): AddToBasketBody | null {
  const { childId, runId, campId, weekId, dates } = item;
  switch (item.type) {
    case 'term':
      return runId === null ? null : { type: 'term', childId, runId };
    case 'trial':
      return runId === null || dates.length === 0 ? null : { type: 'trial', childId, runId, sessionStart: dates[0] };
    case 'camp-week':
      return campId === null || weekId === null ? null : { type: 'camp-week', childId, campId, weekId };
    case 'camp-days':
      return campId === null || weekId === null
        ? null
        : { type: 'camp-days', childId, campId, weekId, dayStarts: dates };
  }
}

/** Where a full item's waiting list is offered: a run's join page, or a camp's page (camps have no waiting list yet). */
export function waitingListPathOf({ runId, campId }: BasketItem): string | undefined {
  if (runId !== null) return pagePath(clubPages.joinWaitingList, { runId });
  return campId === null ? undefined : pagePath(clubPages.campInfo, { campId });
}
