import { useId } from 'react';

export interface ChartSeries {
  label: string;
  values: number[];
  /** A Tailwind stroke class with enough contrast on white (WCAG 1.4.11), and a dash so colour is not the only cue. */
  stroke: string;
  dash?: string;
}

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

/**
 * A small line chart of daily figures, drawn as SVG with no library: one line per series, the first and last day
 * and the largest figure marked. It is an image to assistive technology, named by its title and described by
 * `description`; the page's table beside it has every figure, for anyone who cannot see the chart.
 */
export function DailyChart({
  title,
  description,
  days,
  series,
}: {
  title: string;
  description: string;
  days: string[];
  series: ChartSeries[];
}) {
  const id = useId();
  const top = Math.max(1, ...series.flatMap((s) => s.values));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (days.length <= 1 ? plotWidth / 2 : (i * plotWidth) / (days.length - 1));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  return (
    <figure className="space-y-2">
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full rounded-lg border border-gray-300 bg-white"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="stroke-gray-400" />
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top)} y2={y(top)} className="stroke-gray-200" />
        <text x={PAD.left - 6} y={y(top) + 4} textAnchor="end" className="fill-gray-700 text-[11px]">
          {top}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" className="fill-gray-700 text-[11px]">
          0
        </text>
        {days.length > 0 && (
          <>
            <text x={x(0)} y={HEIGHT - 8} textAnchor="start" className="fill-gray-700 text-[11px]">
              {days[0]}
            </text>
            <text x={x(days.length - 1)} y={HEIGHT - 8} textAnchor="end" className="fill-gray-700 text-[11px]">
              {days.at(-1)}
            </text>
          </>
        )}
        {series.map((s) => (
          <polyline
            key={s.label}
            fill="none"
            strokeWidth={2}
            strokeDasharray={s.dash}
            className={s.stroke}
            points={s.values.map((value, i) => `${x(i)},${y(value)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Key">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-2">
              <svg aria-hidden="true" width="24" height="8">
                <line x1="0" x2="24" y1="4" y2="4" strokeWidth={2} strokeDasharray={s.dash} className={s.stroke} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
