import { Smartphone } from 'lucide-react';
import { useId } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { formatFcfa } from '@/lib/format';
import { paymentLinks } from '../payment-links';

const PROVIDER_CLASSES = {
  WAVE: 'bg-sky-700 text-white hover:bg-sky-800',
  ORANGE_MONEY: 'bg-orange-500 text-stone-950 hover:bg-orange-600',
} as const;

/** Shown while the courier is on the way: pay the total with a wallet before they arrive. */
export function PaymentLinksPanel({ amount }: { amount: number }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-2 rounded-xl border border-orange-200 bg-orange-50 p-3"
    >
      <h4 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <Smartphone className="size-4 text-orange-700" aria-hidden="true" />
        Payer {formatFcfa(amount)} par mobile money
      </h4>
      <div className="grid gap-2 sm:grid-cols-2">
        {paymentLinks(amount).map((link) => (
          <a
            key={link.provider}
            href={link.href}
            target={link.href.startsWith('http') ? '_blank' : undefined}
            rel="noopener noreferrer"
            className={cn(buttonVariants({ size: 'lg' }), 'w-full', PROVIDER_CLASSES[link.provider])}
          >
            Payer avec {link.label}
          </a>
        ))}
      </div>
    </section>
  );
}
