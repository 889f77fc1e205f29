/** "8:00 CT": a time of day in a zone with the zone's generic short name (client and server). */
export function formatZoneTime(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortGeneric',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${Number(part('hour'))}:${part('minute')} ${part('timeZoneName')}`;
}
