const DAY_MS = 86_400_000;

function partsIn(at: Date, zone: string, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options }).formatToParts(at);
  return (type: string) => parts.find((p) => p.type === type)?.value ?? '';
}

/** Days from `now`'s calendar day to `at`'s, both in `zone`. */
function daysBetween(now: Date, at: Date, zone: string): number {
  const day = (time: Date) => {
    const part = partsIn(time, zone, { year: 'numeric', month: 'numeric', day: 'numeric' });
    return Date.UTC(Number(part('year')), Number(part('month')) - 1, Number(part('day')));
  };
  return Math.round((day(at) - day(now)) / DAY_MS);
}

/** "8:00 AM CT", "tomorrow 8:00 AM CT", "Thursday 8:00 AM CT" or "Mar 20, 8:00 AM CT" in `zone`. */
function inZone(at: Date, zone: string, now: Date): string {
  const part = partsIn(at, zone, {
    hour: 'numeric',
    minute: '2-digit',
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    timeZoneName: 'shortGeneric',
  });
  const time = `${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`;
  const days = daysBetween(now, at, zone);
  if (days === 0) return time;
  if (days === 1) return `tomorrow ${time}`;
  if (days > 1 && days < 7) return `${part('weekday')} ${time}`;
  return `${part('month')} ${part('day')}, ${time}`;
}

/**
 * The one way a time to come is shown (a next call, a window's opening): in the contact's `zone`,
 * with the day when it is not today there, and the viewer's own time when their zone reads
 * differently: "tomorrow 8:00 AM CT (your time 9:00 AM ET)".
 */
export function formatCallTime(at: Date, zone: string, now: Date, viewerZone?: string): string {
  const shown = inZone(at, zone, now);
  if (!viewerZone) return shown;
  const viewer = inZone(at, viewerZone, now);
  return viewer === shown ? shown : `${shown} (your time ${viewer})`;
}
