import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** Copies a value (a mobile-money number) to paste it in the wallet's app. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    if (!navigator.clipboard) {
      toast.error('Copie impossible', 'Ce navigateur ne permet pas de copier ; recopiez le numéro.');
      return;
    }
    navigator.clipboard.writeText(value).then(
      () => {
        setCopied(true);
        toast.success('Numéro copié', value);
      },
      () => toast.error('Copie impossible', 'Ce navigateur a refusé la copie ; recopiez le numéro.'),
    );
  };

  return (
    <Button type="button" size="icon" variant="ghost" className="size-9" onClick={copy} aria-label={label}>
      {copied ? <Check className="text-green-700" aria-hidden="true" /> : <Copy aria-hidden="true" />}
    </Button>
  );
}
