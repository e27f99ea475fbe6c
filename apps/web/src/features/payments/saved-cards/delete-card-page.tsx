import { listInWords, messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { Link, useNavigate, useParams } from 'react-router';
import { userMessage } from '../../../lib/user-message';
import { dangerButton, secondaryButton, textButton } from '../../../ui/buttons';
import { FormAlert } from '../../../ui/form-alert';
import { PageMessage } from '../../../ui/page-message';
import { ResourceState } from '../../../ui/resource-state';
import { expiryOf } from '../saved-card-options';
import { usePlansPaidBy } from '../subscriptions/use-my-plans';
import { cardNameOf } from './card-words';
import { useDeleteSavedCard, useSavedCards } from './use-saved-cards';

const t = messages.savedCards;

/** /dashboard/details/me/cards/:cardId/delete: the card described, 'Delete card' or Cancel; then back to the list. */
export default function DeleteCardPage() {
  const { cardId = '' } = useParams();
  const cards = useSavedCards();
  const remove = useDeleteSavedCard();
  const navigate = useNavigate();
  const card = cards.data?.data.find((c) => c.id === cardId);
  const plans = usePlansPaidBy(cardId);
  // Once deleted, the list read again lacks it: the page is then on its way back to the list.
  if (cards.data && !card && !remove.isIdle) return null;
  if (cards.data && !card) {
    return (
      <PageMessage title={t.deleteTitle}>
        <p className="mb-4">{t.cardGone}</p>
        <Link className={textButton} to={clubPages.savedCards.path}>
          {t.backToCards}
        </Link>
      </PageMessage>
    );
  }
  return (
    <ResourceState query={{ ...cards, notFound: false }} title={() => t.deleteTitle}>
      {() => (
        <section className="mx-auto max-w-xl space-y-4">
          <h1 className="text-2xl font-bold sm:text-3xl">{t.deleteTitle}</h1>
          <p>{t.deleteQuestion(`${cardNameOf(card!)}, ${t.expires(expiryOf(card!)).toLowerCase()}`)}</p>
          {plans.length > 0 && (
            <FormAlert>
              {t.paysPlans(listInWords(plans))}{' '}
              <Link className="underline" to={clubPages.outstandingPayments.path}>
                {t.chooseAnotherCard}
              </Link>
            </FormAlert>
          )}
          {remove.isError && <FormAlert>{userMessage(remove.error)}</FormAlert>}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={dangerButton}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(cardId, { onSuccess: () => navigate(clubPages.savedCards.path, { replace: true }) })
              }
            >
              {remove.isPending ? t.deleting : t.deleteConfirm}
            </button>
            <Link className={secondaryButton} to={clubPages.savedCards.path}>
              {t.cancel}
            </Link>
          </div>
        </section>
      )}
    </ResourceState>
  );
}
