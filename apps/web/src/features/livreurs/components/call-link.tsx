import { Phone } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { formatPhone } from '@/lib/format';
import { telHref } from '@/lib/maps';

/**
 * A party's number and an 'Appeler' button that opens the phone's dialer (issue 22 §2): the
 * courier calls the business as easily as the client, in one tap, with a thumb-sized target.
 */
export function CallLink({ phone, who }: { phone: string; who: string }) {
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="tabular-nums">{formatPhone(phone)}</span>
      <a
        href={telHref(phone)}
        aria-label={`Appeler ${who} au ${formatPhone(phone)}`}
        data-testid="call-link"
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'min-h-11 gap-1.5 px-3 font-semibold',
        )}
      >
        <Phone className="size-4" aria-hidden="true" />
        Appeler
      </a>
    </span>
  );
}
