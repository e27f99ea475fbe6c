import type { Child, ChildDetailsBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { Link, useNavigate } from 'react-router';
import { textButton } from '../../ui/buttons';
import { ChildForm } from './child-form';
import { emptyContact } from './child-form-schema';

const t = messages.family;

type EditableChild = Pick<
  Child,
  'firstName' | 'lastName' | 'dateOfBirth' | 'gender' | 'medicalNotes' | 'allergyNotes' | 'specialNeeds'
> & { emergencyContacts: Child['emergencyContacts'] };

/**
 * A child's details and emergency contacts in the parent's form, saved with `save`, then back to
 * `backTo`: the parent edits their child this way, and a club's organiser a contact's child. The
 * form waits for the consent on record (undefined while it loads); the photo question is asked
 * elsewhere.
 */
export function EditChildForm({
  title,
  child,
  consentOnRecord,
  notesLocked,
  save,
  backTo,
}: {
  title: string;
  child: EditableChild;
  consentOnRecord: boolean | undefined;
  /** Why the notes are read-only here (staff, without the parent's consent): see ChildForm. */
  notesLocked?: string;
  save: (body: ChildDetailsBody) => Promise<unknown>;
  backTo: string;
}) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {consentOnRecord === undefined ? null : (
        <ChildForm
          initial={{
            firstName: child.firstName,
            lastName: child.lastName,
            dateOfBirth: child.dateOfBirth,
            gender: child.gender ?? '',
            medicalNotes: child.medicalNotes ?? '',
            allergyNotes: child.allergyNotes ?? '',
            specialNeeds: child.specialNeeds ?? '',
            emergencyContacts: child.emergencyContacts.length > 0 ? child.emergencyContacts : [emptyContact],
          }}
          consentOnRecord={consentOnRecord}
          notesLocked={notesLocked}
          asksPhotoPermission={false}
          submitLabel={t.save}
          onSubmit={async (body) => {
            await save(body);
            await navigate(backTo);
          }}
          cancel={
            <Link className={textButton} to={backTo}>
              {t.cancel}
            </Link>
          }
        />
      )}
    </div>
  );
}
