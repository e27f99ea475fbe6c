import type { ClubTheme } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currentSkinKey, type Skin } from '@clubroom/domain/rules';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { userMessage } from '../../lib/user-message';
import { FormAlert } from '../../ui/form-alert';
import { ThemePreview } from '../../ui/theme-preview';
import { useSetTheme, useThemes } from './use-club-profile';

const t = messages.clubProfile;

/** A theme of the grid, a toggle button: pressed (and ticked) when it is the club's theme. */
function Swatch({ skin, current, onPick }: { skin: Skin; current: boolean; onPick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={current}
      aria-label={t.swatchLabel(skin.name)}
      onClick={onPick}
      className={`flex flex-col items-center gap-1 rounded-lg border-2 p-2 text-sm ${current ? 'border-gray-900' : 'border-gray-200 hover:border-gray-500'}`}
    >
      <span className="flex h-10 w-full overflow-hidden rounded" aria-hidden="true">
        {[skin.colours.primary, skin.colours.secondary, skin.colours.panel].map((hex, i) => (
          <span key={i} className="flex-1" style={{ background: `#${hex}` }} />
        ))}
      </span>
      <span className="flex items-center gap-1">
        {current && <Check aria-hidden="true" className="h-4 w-4" />}
        {skin.name}
      </span>
    </button>
  );
}

/** The theme: a preview of the club's colours, the custom-theme message, and the swatch grid (a pick saves at once). */
export function ThemePicker({ theme, club }: { theme: ClubTheme; club: string }) {
  const themes = useThemes();
  const setTheme = useSetTheme();
  const [saved, setSaved] = useState(false);
  const current = currentSkinKey(theme);
  const pick = (skinKey: string) => {
    setSaved(false);
    setTheme.mutate({ skin: skinKey }, { onSuccess: () => setSaved(true) });
  };
  return (
    <section aria-labelledby="theme-heading" className="space-y-4">
      <h2 id="theme-heading" className="text-xl font-semibold">
        {t.themeHeading}
      </h2>
      <p className="text-gray-700">{t.themeIntro}</p>
      {theme.hasCustomSkin && <FormAlert tone="info">{t.customTheme}</FormAlert>}
      <ThemePreview colours={theme.colours} club={club} />
      {themes.data && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {themes.data.data.map((skin) => (
            <Swatch
              key={skin.skinKey}
              skin={skin}
              current={skin.skinKey === current}
              onPick={() => pick(skin.skinKey)}
            />
          ))}
        </div>
      )}
      <div aria-live="polite">
        {setTheme.isError && <FormAlert>{userMessage(setTheme.error, t.themeFailed)}</FormAlert>}
        {saved && !setTheme.isPending && <FormAlert tone="info">{t.themeSaved}</FormAlert>}
      </div>
    </section>
  );
}
