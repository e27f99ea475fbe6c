import type { FamilyOrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatMoney, isCanonicalId, type PlaceForQuestions } from '@clubroom/domain/rules';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { userMessage } from '../../lib/user-message';
import { primaryButton, secondaryButton, textButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { ResourceState } from '../../ui/resource-state';
import { SpinnerButton } from '../../ui/spinner-button';
import { QuestionsBeforeBooking } from '../registration-questions/questions-before-booking';
import { ChooseChild, type ConfirmHref } from './choose-child';
import { familyParentId } from './chosen-family';
import { PaidOfflineField } from './paid-offline-field';

const t = messages.adminBookings;

/**
 * The confirm step of booking for a family (a run or a camp): the place's own choices
 * (`children`), paid offline or not, then the order; once made, whether it is paid and a link to it.
 * `problem` is the field refusal to show in place of the server's message.
 */
export function ConfirmBooking({
  book,
  submit,
  problem,
  children,
}: {
  book: { data?: FamilyOrderResponse; isError: boolean; error: unknown; isPending: boolean };
  submit: (paidOffline: boolean) => void;
  problem: string | undefined;
  children: ReactNode;
}) {
  const [paidOffline, setPaidOffline] = useState(false);
  const done = book.data;
  if (done) {
    return (
      <div className="space-y-3">
        <FormAlert tone="info">
          {done.status === 'completed'
            ? t.bookedPaid
            : t.bookedPending(done.total === null ? null : formatMoney(done.total))}
        </FormAlert>
        <Link className={textButton} to={pagePath(clubPages.adminOrder, { orderId: done.orderId })}>
          {t.orderLink}
        </Link>
      </div>
    );
  }
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit(paidOffline);
      }}
    >
      <h2 className="text-lg font-semibold">{t.confirmTitle}</h2>
      {children}
      <PaidOfflineField id="paid-offline" checked={paidOffline} onCheckedChange={setPaidOffline} />
      {book.isError && <FormAlert>{problem ?? userMessage(book.error)}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Link className={secondaryButton} to="?step=choose-child">
          {t.back}
        </Link>
        <SpinnerButton type="submit" className={primaryButton} loading={book.isPending} loadingLabel={t.booking}>
          {t.book}
        </SpinnerButton>
      </div>
    </form>
  );
}

/**
 * A booking-for-a-family page (`?step=choose-child`, the default, then `confirm&parentId=&childId=`,
 * `childId` once per child): the class being booked loads, then the children are chosen (several of one family with
 * `several`), then the club's questions these `places` ask that the family has not answered, then `confirm` shows
 * the confirm step.
 */
export function BookForFamilyPage<T>({
  query,
  className,
  confirm,
  confirmHref,
  places,
  several = false,
}: {
  query: { data?: T; notFound: boolean; isError: boolean; refetch: () => unknown };
  className: (data: T) => string;
  confirm: (data: T, childIds: number[]) => ReactNode;
  /** The places booked, as the registration questions' rule reads them. */
  places: (data: T, childIds: number[]) => PlaceForQuestions[];
  confirmHref: ConfirmHref;
  several?: boolean;
}) {
  const [params] = useSearchParams();
  const childIds = params.getAll('childId');
  const parentId = familyParentId(params);
  const confirming =
    params.get('step') === 'confirm' && parentId !== null && childIds.length > 0 && childIds.every(isCanonicalId);
  return (
    <ResourceState query={query} title={(data) => t.bookTitle(className(data))}>
      {(data) => (
        <div className="mx-auto max-w-3xl space-y-6">
          <h1 className="text-2xl font-bold sm:text-3xl">{t.bookTitle(className(data))}</h1>
          {confirming ? (
            <QuestionsBeforeBooking parentId={parentId} places={places(data, childIds.map(Number))}>
              {confirm(data, childIds.map(Number))}
            </QuestionsBeforeBooking>
          ) : (
            <ChooseChild confirm={confirmHref} several={several} />
          )}
        </div>
      )}
    </ResourceState>
  );
}
