import { pathOf } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { isBlank, type AnswerValue } from '@clubroom/domain/rules';
import { useState } from 'react';
import * as contactsRoutes from '../../lib/api-routes/contacts';
import * as questionRoutes from '../../lib/api-routes/registration-questions';
import { sendUploadForm } from '../../lib/upload-form';
import { userMessage } from '../../lib/user-message';
import { textButton } from '../../ui/buttons';

const t = messages.registrationQuestions;

/** Where a file answer is downloaded from: the parent's own route, or the contact's (staff). */
export type FileHref = (questionId: number, childId: number | null) => string;

const childQuery = (childId: number | null) => (childId === null ? '' : `?childId=${childId}`);
export const myFileHref: FileHref = (questionId, childId) =>
  pathOf(questionRoutes.myAnswerFile, { questionId }) + childQuery(childId);
/** The staff's download of a contact's file (they never upload one: only the parent can). */
export const contactFile = (parentId: number) => ({
  upload: false,
  href: ((questionId, childId) =>
    pathOf(contactsRoutes.contactAnswerFile, { parentId, questionId }) + childQuery(childId)) as FileHref,
});

/** Sends a file answer as a multipart form: the child's id first (a child question's), then the file. */
async function uploadAnswerFile(questionId: number, childId: number | null, file: File): Promise<void> {
  const form = new FormData();
  if (childId !== null) form.append('childId', String(childId));
  form.append('file', file);
  await sendUploadForm({ method: 'POST', path: pathOf(questionRoutes.uploadAnswerFile, { questionId }) }, form);
}

/**
 * A file-upload question's answer: the file given (a download link), and, for the parent (`upload`), a file input
 * that uploads at once (the answer is saved by the upload: a form's save leaves it alone). `onChange` gets a
 * marker that the question is now answered.
 */
export function AnswerFile({
  id,
  questionId,
  childId,
  value,
  upload,
  href,
  described,
  onChange,
}: {
  id: string;
  questionId: number;
  childId: number | null;
  value: AnswerValue | null;
  upload: boolean;
  href: FileHref;
  described: string | undefined;
  onChange: (value: AnswerValue | null) => void;
}) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const given = !isBlank(value);
  return (
    <span className="mt-1 flex flex-col gap-1">
      {given ? (
        <a className={textButton} href={href(questionId, childId)} download>
          {t.fileUploaded}: {t.fileDownload}
        </a>
      ) : (
        !upload && <span className="text-gray-700">{`${t.noAnswer}. ${t.fileOnlyParent}`}</span>
      )}
      {upload && (
        <input
          id={id}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          aria-describedby={[described, `${id}-hint`].filter(Boolean).join(' ')}
          disabled={sending}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setSending(true);
            setProblem(null);
            try {
              await uploadAnswerFile(questionId, childId, file);
              onChange(t.fileUploaded);
            } catch (err) {
              setProblem(userMessage(err, t.fileUploadFailed));
            } finally {
              setSending(false);
            }
          }}
        />
      )}
      {upload && (
        <span id={`${id}-hint`} className="text-sm text-gray-600">
          {sending ? t.fileUploading : t.fileChoose}
        </span>
      )}
      {problem && (
        <span role="alert" className="text-sm text-red-700">
          {problem}
        </span>
      )}
    </span>
  );
}
