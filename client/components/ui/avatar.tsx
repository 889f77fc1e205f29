import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export type AvatarProps = {
  /** Image to show; the initials are shown while it loads, if it fails or when it is null. */
  src: string | null | undefined;
  /** Name (or e-mail) the initials and alt text come from. */
  name: string;
  className?: string;
};

/** Up to two initials: 'Jane Roe' → 'JR', 'john.doe@example.com' → 'JD'. */
export function initialsOf(nameOrEmail: string): string {
  const base = nameOrEmail.includes('@') ? nameOrEmail.split('@')[0]! : nameOrEmail;
  const words = base.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [base.trim()[0]];
  return letters.join('').toUpperCase() || '?';
}

export function Avatar({ src, name, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative flex size-8 shrink-0 overflow-hidden rounded-full bg-primary/15',
        className,
      )}
    >
      {src ? (
        <AvatarPrimitive.Image src={src} alt={name} className="aspect-square size-full" />
      ) : null}
      <AvatarPrimitive.Fallback
        aria-hidden
        className="flex size-full items-center justify-center text-xs font-semibold text-primary"
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
