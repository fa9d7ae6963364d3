import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** 'Réessayer': asks again for what failed to load, often only a weak link away from working. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onRetry}>
      <RotateCw aria-hidden="true" />
      Réessayer
    </Button>
  );
}

/**
 * What failed to load, why (the server's French message), and the retry button. `icon` and
 * `compact` fit it among the other alerts of a narrow side panel (the cart's summary).
 */
export function RetryAlert({
  title,
  children,
  onRetry,
  icon,
  compact = false,
}: {
  title: string;
  children: ReactNode;
  onRetry: () => void;
  icon?: ReactNode;
  compact?: boolean;
}) {
  return (
    <Alert variant="destructive">
      {icon}
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className={compact ? 'space-y-2' : 'space-y-3'}>
        <p>{children}</p>
        <RetryButton onRetry={onRetry} />
      </AlertDescription>
    </Alert>
  );
}
