/**
 * Button looks, also used on links that look like buttons. Written out rather than built with
 * cva (as the other ui components are) because the landing page uses it and every byte of the
 * first bundle counts; the call shape is cva's, so <Button> composes it the shadcn way.
 */
const base =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary-hover',
  outline: 'border border-stone-300 bg-white text-stone-900 hover:border-orange-300 hover:bg-orange-50',
  ghost: 'text-stone-700 hover:bg-orange-50 hover:text-orange-800',
  link: 'text-primary underline-offset-4 hover:underline',
  destructive: 'bg-destructive text-white shadow-sm hover:bg-red-800',
} as const;

const sizes = {
  default: 'h-10 px-4',
  sm: 'h-9 px-3',
  lg: 'h-12 px-6 text-base',
  // The header's text button: thumb-sized and narrow on phones, where the bar is tight.
  bar: 'h-11 px-2.5 sm:h-9 sm:px-3',
  // 44 px: the smallest target a thumb hits reliably (WCAG 2.5.5).
  icon: 'size-11',
} as const;

export type ButtonVariantProps = {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
};

export function buttonVariants({ variant, size }: ButtonVariantProps = {}): string {
  return `${base} ${variants[variant ?? 'default']} ${sizes[size ?? 'default']}`;
}
