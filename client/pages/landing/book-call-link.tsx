import { CalendarCheck } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/ui/button';
import { useLandingConfig } from './landing-queries';

/** 'Book a Call': the discovery-call page in a new tab (the booking section until config arrives). */
export function BookCallLink({
  size = 'lg',
  variant,
  className,
}: Pick<ButtonProps, 'size' | 'variant' | 'className'>) {
  const config = useLandingConfig();
  return (
    <Button asChild size={size} variant={variant} className={className}>
      {config ? (
        <a href={config.discoveryCallUrl} target="_blank" rel="noopener noreferrer">
          <CalendarCheck aria-hidden />
          Book a Call
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <a href="#book-a-call">
          <CalendarCheck aria-hidden />
          Book a Call
        </a>
      )}
    </Button>
  );
}
