import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api-client';
import * as questionRoutes from '../../lib/api-routes/registration-questions';
import { usePageTitle } from '../../lib/page-title';
import { BackLink } from '../../ui/back-link';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { AnswersForm } from './answers-form';
import { useSaveAnswers } from './use-basket-questions';

const t = messages.registrationQuestions;

/**
 * /dashboard/answers: every question the club asks parents, for the family and each child, with the answers
 * remembered; changed and saved here (a required one left empty is asked again at the next booking).
 */
export default function MyAnswersPage() {
  usePageTitle(t.accountTitle);
  const query = useQuery(apiQuery(questionRoutes.myAnswers));
  const save = useSaveAnswers();
  let body;
  if (query.isError) body = <LoadFailed message={t.loadFailed} retry={() => query.refetch()} />;
  else if (!query.data) body = <Loading lines={4} />;
  else if (query.data.asked.length === 0) body = <p className="rounded-lg bg-panel p-4">{t.noQuestions}</p>;
  else
    body = (
      <AnswersForm
        data={query.data}
        save={save}
        intro={t.accountIntro}
        submitLabel={t.accountSave}
        requireAnswers={false}
        saved={t.accountSaved}
        onSaved={() => undefined}
      />
    );
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to={clubPages.dashboard.path}>{messages.account.title}</BackLink>
      <h1 className="text-2xl font-bold sm:text-3xl">{t.accountTitle}</h1>
      {body}
    </div>
  );
}
