import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClass, 'min-h-28 py-2.5 leading-relaxed', className)} {...props} />;
}
