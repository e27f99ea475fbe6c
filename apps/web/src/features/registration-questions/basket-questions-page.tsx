import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { AnswersForm } from './answers-form';
import { useBasketQuestions, useSaveAnswers } from './use-basket-questions';

const t = messages.registrationQuestions;

/** /basket/questions: the club's questions the basket's places ask, before the basket; answers are remembered. */
export default function BasketQuestionsPage() {
  usePageTitle(t.stepTitle);
  const query = useBasketQuestions();
  const navigate = useNavigate();
  const save = useSaveAnswers();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t.stepTitle}</h1>
      {query.data ? (
        <AnswersForm
          data={query.data}
          save={save}
          intro={t.stepIntro}
          submitLabel={t.continue}
          requireAnswers
          onSaved={() => void navigate(clubPages.basket.path)}
        />
      ) : query.isError ? (
        <LoadFailed message={t.loadFailed} retry={() => query.refetch()} />
      ) : (
        <Loading lines={4} />
      )}
    </div>
  );
}
