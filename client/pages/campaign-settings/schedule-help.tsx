/** What the calling hours are and are not; whether this list has its own. */
export function ScheduleHelp({
  listId,
  usesDefaults,
}: {
  listId: string | null;
  usesDefaults: boolean;
}) {
  const scope =
    listId === null
      ? 'Every list without hours of its own follows these.'
      : usesDefaults
        ? 'This list follows the default hours. Saving here gives it its own.'
        : 'This list has its own calling hours.';
  return (
    <div className="grid gap-2 text-sm text-muted-foreground" data-testid="schedule-help">
      <p>
        Calls are placed only inside these hours in each contact&apos;s own time zone (from its ZIP
        or state column and its number; when they disagree, every zone must be inside the hours).
        States with stricter rules (Florida, Texas, Connecticut and others) tighten them further.
      </p>
      <p>
        These are product guard rails, not legal advice. Check the rules that apply to your calls
        with your own counsel.
      </p>
      <p>{scope}</p>
    </div>
  );
}
