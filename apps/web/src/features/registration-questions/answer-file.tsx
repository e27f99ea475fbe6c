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

/** Where a file answer is read from and uploaded to: the parent's own routes, or the contact's (staff's). */
export interface FileRoutes {
  href: FileHref;
  uploadPath: (questionId: number) => string;
}

const childQuery = (childId: number | null) => (childId === null ? '' : `?childId=${childId}`);
export const myFile: FileRoutes = {
  href: (questionId, childId) => pathOf(questionRoutes.myAnswerFile, { questionId }) + childQuery(childId),
  uploadPath: (questionId) => pathOf(questionRoutes.uploadAnswerFile, { questionId }),
};
/** The staff's download of a contact's file, and their upload of one for the family (audited on the server). */
export const contactFile = (parentId: number): FileRoutes => ({
  href: (questionId, childId) =>
    pathOf(contactsRoutes.contactAnswerFile, { parentId, questionId }) + childQuery(childId),
  uploadPath: (questionId) => pathOf(contactsRoutes.uploadContactAnswerFile, { parentId, questionId }),
});

/** Sends a file answer as a multipart form: the child's id first (a child question's), then the file. */
async function uploadAnswerFile(path: string, childId: number | null, file: File): Promise<void> {
  const form = new FormData();
  if (childId !== null) form.append('childId', String(childId));
  form.append('file', file);
  await sendUploadForm({ method: 'POST', path }, form);
}

/**
 * A file-upload question's answer: the file given (a download link), and a file input that uploads (or replaces) it
 * at once, the parent's or the staff's for the family (the answer is saved by the upload: a form's save leaves it
 * alone). `onChange` gets a marker that the question is now answered.
 */
export function AnswerFile({
  id,
  questionId,
  childId,
  value,
  routes,
  described,
  onChange,
}: {
  id: string;
  questionId: number;
  childId: number | null;
  value: AnswerValue | null;
  routes: FileRoutes;
  described: string | undefined;
  onChange: (value: AnswerValue | null) => void;
}) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const given = !isBlank(value);
  return (
    <span className="mt-1 flex flex-col gap-1">
      {given && (
        <a className={textButton} href={routes.href(questionId, childId)} download>
          {t.fileUploaded}: {t.fileDownload}
        </a>
      )}
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
            await uploadAnswerFile(routes.uploadPath(questionId), childId, file);
            onChange(t.fileUploaded);
          } catch (err) {
            setProblem(userMessage(err, t.fileUploadFailed));
          } finally {
            setSending(false);
          }
        }}
      />
      <span id={`${id}-hint`} className="text-sm text-gray-600">
        {sending ? t.fileUploading : t.fileChoose}
      </span>
      {problem && (
        <span role="alert" className="text-sm text-red-700">
          {problem}
        </span>
      )}
    </span>
  );
}
