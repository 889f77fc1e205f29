import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  isToday,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/** The weeks shown for a month: whole weeks, Sunday first, in the viewer's zone. */
function daysOfMonthGrid(month: Date): Date[] {
  const days: Date[] = [];
  const last = endOfWeek(endOfMonth(month));
  for (let day = startOfWeek(startOfMonth(month)); day <= last; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

/**
 * A single-date calendar (spec 2.9): one month, the selected date highlighted, dates with
 * appointments marked with a dot (and said in the date's accessible name).
 */
export function MonthCalendar({
  month,
  selected,
  marked,
  onSelect,
  onMonthChange,
}: {
  month: Date;
  selected: Date;
  /** 'yyyy-MM-dd' keys of local dates that have appointments. */
  marked: ReadonlySet<string>;
  onSelect: (day: Date) => void;
  onMonthChange: (month: Date) => void;
}) {
  return (
    <div className="flex w-full max-w-xs flex-col gap-2">
      <div className="flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Previous month"
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <h2 className="text-sm font-medium" aria-live="polite">
          {format(month, 'MMMM yyyy')}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Next month"
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1">
        {WEEKDAYS.map((day) => (
          <div key={day} aria-hidden className="text-center text-xs text-muted-foreground">
            {day}
          </div>
        ))}
        {daysOfMonthGrid(month).map((day) => {
          const key = format(day, 'yyyy-MM-dd');
          const hasAppointments = marked.has(key);
          const isSelected = isSameDay(day, selected);
          return (
            <button
              key={key}
              type="button"
              aria-pressed={isSelected}
              aria-label={`${format(day, 'EEEE, MMMM d, yyyy')}${hasAppointments ? ', has appointments' : ''}`}
              data-marked={hasAppointments || undefined}
              onClick={() => onSelect(day)}
              className={cn(
                'relative flex h-9 items-center justify-center rounded-md text-sm hover:bg-accent',
                !isSameMonth(day, month) && 'text-muted-foreground/50',
                isToday(day) && 'font-semibold',
                isSelected && 'bg-primary text-primary-foreground hover:bg-primary',
              )}
            >
              {format(day, 'd')}
              {hasAppointments ? (
                <span
                  aria-hidden
                  className={cn(
                    'absolute bottom-1 size-1 rounded-full',
                    isSelected ? 'bg-primary-foreground' : 'bg-primary',
                  )}
                />
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
