import type { ConsoleClientDetail } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { callApi } from '../../lib/api-client';
import * as consoleRoutes from '../../lib/api-routes/platform-console';
import { userMessage } from '../../lib/user-message';
import { primaryButton } from '../../ui/buttons';
import { ThemePreview } from '../../ui/theme-preview';
import { Section } from './section';
import { useClientChange } from './use-console';

const t = messages.platformConsole;
const HEX = /^[0-9a-f]{6}$/i;

/** The club's skin: a theme of the catalogue or its own palette, previewed before a platform manager saves it. */
export function SkinPanel({ detail, canManage }: { detail: ConsoleClientDetail; canManage: boolean }) {
  const clientId = detail.client.clientId;
  const { skin } = detail;
  const [colours, setColours] = useState(skin.colours);
  const valid = Object.values(colours).every((hex) => HEX.test(hex));
  const save = useClientChange(clientId, () =>
    callApi(consoleRoutes.setConsoleSkin, { params: { clientId }, body: { skin: colours } }),
  );
  return (
    <Section title={t.skin}>
      <p>{skin.hasCustomSkin || !skin.skinKey ? t.customSkin : t.catalogueSkin(skin.skinKey)}</p>
      <ThemePreview colours={valid ? colours : skin.colours} club={detail.client.name} />
      {canManage && (
        <form
          aria-label={t.saveSkin}
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) save.mutate(undefined);
          }}
        >
          <div className="flex flex-wrap gap-4">
            {(['primary', 'secondary', 'panel'] as const).map((name) => (
              <label key={name} className="flex items-center gap-2 text-sm font-medium">
                {t[name]}
                <input
                  type="color"
                  value={`#${colours[name].length === 6 ? colours[name] : '000000'}`}
                  onChange={(e) => setColours({ ...colours, [name]: e.target.value.slice(1).toLowerCase() })}
                />
              </label>
            ))}
          </div>
          <button type="submit" className={primaryButton} disabled={!valid || save.isPending}>
            {save.isPending ? t.saving : t.saveSkin}
          </button>
          <p role="status" className="min-h-6 text-sm text-green-800">
            {save.isSuccess && t.skinSaved}
          </p>
          {save.isError && (
            <p role="alert" className="text-sm text-red-700">
              {userMessage(save.error, t.saveFailed)}
            </p>
          )}
        </form>
      )}
    </Section>
  );
}
