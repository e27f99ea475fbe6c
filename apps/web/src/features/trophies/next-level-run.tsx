import type { RunTrophies } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';

const t = messages.trophies;

/**
 * The register's trophies summary: the class's levels (or that it has none yet) and, once a child is marked ready to
 * move up, the run suggested for them next term (the domain's `nextLevelRun`).
 */
export function NextLevelRun({ trophies }: { trophies: RunTrophies }) {
  if (trophies.trophies.length === 0) return <p className="rounded-lg bg-panel p-3">{t.noTrophiesForClass}</p>;
  if (trophies.readyToMoveUp.length === 0) return null;
  const next = trophies.nextLevelRun;
  return (
    <p className="rounded-lg bg-panel p-3" data-testid="next-level-run">
      {next ? t.nextLevelRun(next.className, next.termName, next.venueName) : t.noNextLevelRun}
    </p>
  );
}
