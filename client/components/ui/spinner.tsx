import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type SpinnerProps = ComponentProps<'div'> & {
  /** Visible text next to the spinner; without it 'Loading' is announced to screen readers. */
  label?: string;
  iconClassName?: string;
};

export function Spinner({ label, className, iconClassName, ...props }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center gap-2 text-muted-foreground', className)}
      {...props}
    >
      <LoaderCircle className={cn('size-5 animate-spin', iconClassName)} aria-hidden />
      {label ? <span className="text-sm">{label}</span> : <span className="sr-only">Loading</span>}
    </div>
  );
}
