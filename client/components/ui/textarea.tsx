import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputClassName } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClassName, 'h-auto min-h-20 py-2', className)} {...props} />;
}
