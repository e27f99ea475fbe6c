import type { SharedText } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api-client';
import * as franchiseRoutes from '../../lib/api-routes/franchise';
import { SelectField } from '../../ui/fields';

const t = messages.franchise.templatePicker;

/**
 * The message templates the club's franchise shares (docs/franchise.md): choosing one fills the message's subject and
 * text. Nothing shows for a club outside a network, or whose network shares none.
 */
export function FranchiseTemplatePicker({
  onPick,
}: {
  onPick: (template: Pick<SharedText, 'subject' | 'body'>) => void;
}) {
  const templates = useQuery(apiQuery(franchiseRoutes.clubFranchiseTemplates));
  const texts = templates.data?.texts ?? [];
  if (texts.length === 0) return null;
  return (
    <SelectField
      id="message-franchise-template"
      label={t.label}
      value=""
      options={[{ value: '', label: t.none }, ...texts.map((x) => ({ value: String(x.textId), label: x.title }))]}
      onChange={(value) => {
        const chosen = texts.find((x) => String(x.textId) === value);
        if (chosen) onPick({ subject: chosen.subject, body: chosen.body });
      }}
    />
  );
}
