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

/** A duration in milliseconds in short English: "2 min 10 s", "1 h 5 min", "0 s". */
export function formatDuration(milliseconds: number): string {
  const iso = isoDuration(milliseconds);
  const [, h, m, s] = /^PT(?:(\d+)H)?(?:(\d+)M)?(\d+)S$/.exec(iso)!;
  if (h !== undefined) return `${h} h ${m} min`;
  if (m !== undefined) return s === '0' ? `${m} min` : `${m} min ${s} s`;
  return `${s} s`;
}
