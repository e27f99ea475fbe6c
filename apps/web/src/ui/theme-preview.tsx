import { messages } from '@clubroom/domain/messages';
import { textColourOn, type SkinColours } from '@clubroom/domain/rules';

const t = messages.clubProfile;

/** How the booking pages look in these colours: the header bar, a button and a panel. */
export function ThemePreview({ colours, club }: { colours: SkinColours; club: string }) {
  return (
    <figure aria-label={t.themePreview} className="overflow-hidden rounded-lg border border-gray-300">
      <div
        data-testid="theme-preview-header"
        className="px-4 py-3 font-semibold"
        style={{ background: `#${colours.primary}`, color: textColourOn(colours.primary) }}
      >
        {club}
      </div>
      <div className="space-y-3 p-4" style={{ background: `#${colours.panel}` }}>
        <p className="text-sm text-gray-800">{t.previewPanel}</p>
        <span
          className="inline-block rounded-md px-4 py-2 text-sm font-semibold"
          style={{ background: `#${colours.secondary}`, color: textColourOn(colours.secondary) }}
        >
          {t.previewButton}
        </span>
      </div>
      <figcaption className="sr-only">{t.themePreview}</figcaption>
    </figure>
  );
}
