import type { MessagePreview } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatDateTime, formatMoney } from '@clubroom/domain/rules';
import { useClub } from '../../lib/club-context';

const t = messages.messaging;

/** What the message's SMS cost the club: all their parts at the region's price a part. */
function SmsCostLine({ cost }: { cost: NonNullable<NonNullable<MessagePreview['sms']>['cost']> }) {
  const money = (minor: number) => formatMoney(minor, currencySymbolFor(cost.currency));
  return <p className="text-sm font-medium">{t.smsCost(money(cost.total), cost.segments, money(cost.perSegment))}</p>;
}

/** The preview step's content: the message as one family reads it, its SMS parts, and every recipient. */
export function MessagePreviewView({ preview }: { preview: MessagePreview }) {
  const { counts } = preview;
  const { timeZone } = useClub();
  return (
    <div className="space-y-6">
      <section aria-labelledby="preview-title" className="space-y-3">
        <h2 id="preview-title" className="text-xl font-semibold">
          {t.previewTitle}
        </h2>
        <p>
          <span className="font-medium">{t.audienceLegend}:</span> {preview.audienceLabel}
        </p>
        {preview.previewFor ? (
          <p className="text-gray-700">{t.previewFor(preview.previewFor.name)}</p>
        ) : (
          <p className="rounded-lg bg-panel p-4">{t.noRecipients}</p>
        )}
        {preview.email && (
          <article aria-label={t.channel.email} className="space-y-2 rounded-lg border border-gray-300 p-4">
            <p className="text-sm font-medium text-gray-700">{t.channel.email}</p>
            <p className="font-semibold">{preview.email.subject}</p>
            <p className="whitespace-pre-wrap break-words">{preview.email.text}</p>
          </article>
        )}
        {preview.sms && (
          <article aria-label={t.channel.sms} className="space-y-2 rounded-lg border border-gray-300 p-4">
            <p className="text-sm font-medium text-gray-700">{t.channel.sms}</p>
            <p className="whitespace-pre-wrap break-words">{preview.sms.text}</p>
            <p className="text-sm text-gray-700">
              {t.smsSegments(preview.sms.segments, preview.sms.characters, preview.sms.encoding)}
            </p>
            {preview.sms.sendsAt && (
              <p className="text-sm font-medium">
                {t.smsQuietHours(formatDateTime(Math.floor(Date.parse(preview.sms.sendsAt) / 1000), timeZone))}
              </p>
            )}
            {preview.sms.urgent && <p className="text-sm font-medium">{t.smsUrgent}</p>}
            <p className="text-sm text-gray-700">{t.smsLeftToday(preview.sms.leftToday, preview.sms.dailyCap)}</p>
            {preview.sms.cost && <SmsCostLine cost={preview.sms.cost} />}
          </article>
        )}
      </section>
      <section aria-labelledby="recipients-title" className="space-y-3">
        <h2 id="recipients-title" className="text-xl font-semibold">
          {t.recipientsTitle}
        </h2>
        <p>{t.recipientsCount(counts.email, counts.sms, counts.leftOut)}</p>
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300">
          {preview.recipients.map((r) => (
            <li key={r.personId} className="flex flex-col gap-1 p-3 sm:flex-row sm:justify-between">
              <span>
                <span className="font-semibold">{r.name}</span>
                {r.children && <span className="text-gray-700"> · {r.children}</span>}
              </span>
              <span className="text-sm">
                {r.channels
                  .map((c) => `${t.channel[c.channel]}: ${c.reason ? t.leftOut[c.reason] : t.included}`)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
