/** A duration in milliseconds as ISO 8601 for `<time datetime>`: `PT2M10S`, `PT1H0M5S`, `PT0S`. Whole seconds. */
export function isoDuration(milliseconds: number): string {
  let seconds = Math.max(0, Math.round(milliseconds / 1000));
  const hours = Math.floor(seconds / 3600);
  seconds -= hours * 3600;
  const minutes = Math.floor(seconds / 60);
  seconds -= minutes * 60;
  if (hours > 0) return `PT${hours}H${minutes}M${seconds}S`;
  if (minutes > 0) return `PT${minutes}M${seconds}S`;
  return `PT${seconds}S`;
}

/** The parts of a duration in whole seconds: hours, minutes, seconds. */
function parts(milliseconds: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.round(milliseconds / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

type DurationFormatter = { format(duration: Record<string, number>): string };
const durationFormats = new Map<string, DurationFormatter>();

/**
 * A duration in milliseconds in the locale's short words ("2 min, 10 sec", "1 hr, 5 min", "0 sec"), with
 * `Intl.DurationFormat` where the runtime has it, else `Intl.NumberFormat`'s units joined by `Intl.ListFormat`.
 * Two units at most: an hour shows no seconds. `locale` defaults to the runtime's.
 */
export function formatDuration(milliseconds: number, locale?: string | readonly string[]): string {
  const { hours, minutes, seconds } = parts(milliseconds);
  const duration: Record<string, number> = hours > 0 ? { hours, minutes } : minutes > 0 ? (seconds > 0 ? { minutes, seconds } : { minutes }) : { seconds };
  const key = String(locale ?? '');
  let format = durationFormats.get(key);
  if (format === undefined) {
    const DurationFormat = (Intl as unknown as { DurationFormat?: new (locale: unknown, options: object) => DurationFormatter }).DurationFormat;
    format = DurationFormat
      ? new DurationFormat(locale, { style: 'short' })
      : {
          format: (value) =>
            new Intl.ListFormat(locale as string[], { style: 'narrow', type: 'unit' }).format(
              Object.entries(value)
                .filter(([, count]) => count > 0 || Object.keys(value).length === 1)
                .map(([unit, count]) => new Intl.NumberFormat(locale as string[], { style: 'unit', unit: unit.slice(0, -1), unitDisplay: 'short' }).format(count)),
            ),
        };
    durationFormats.set(key, format);
  }
  // DurationFormat leaves out zero units by itself, except when all are zero: then it shows nothing.
  return hours + minutes + seconds === 0 && Object.keys(duration).length === 1 ? zeroSeconds(locale) : format.format(duration);
}

function zeroSeconds(locale?: string | readonly string[]): string {
  return new Intl.NumberFormat(locale as string[], { style: 'unit', unit: 'second', unitDisplay: 'short' }).format(0);
}
