import { RefreshCw, ShieldAlert } from 'lucide-react';
import { IconTile } from '@/components/icon-tile';
import { PageFallback } from '@/components/page-fallback';
import { SignOutButton } from '@/components/sign-out-button';
import { Button } from '@/components/ui/button';

/** Spec part 2 §2: shown when the owner's business cannot be loaded (another role never gets here). */
export function AccessDenied({
  detail,
  onRetry,
  onSignOut,
}: {
  detail?: string;
  onRetry: () => void;
  onSignOut: () => void;
}) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <IconTile
        icon={ShieldAlert}
        className="size-14 rounded-full bg-red-100 text-red-700"
        iconClassName="size-7"
      />
      <h1 className="text-xl font-bold text-stone-900">Accès non autorisé ou profil non chargé.</h1>
      {detail && <p className="text-stone-600">{detail}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Réessayer
        </Button>
        <SignOutButton variant="outline" onClick={onSignOut} />
      </div>
    </section>
  );
}

type EntrepriseQuery = { isPending: boolean; error: Error | null; refetch: () => Promise<unknown> };

/** Shown by the owner's pages until their business has loaded: the page's skeleton, then why it failed. */
export function EntrepriseNotLoaded({ query, onSignOut }: { query: EntrepriseQuery; onSignOut: () => void }) {
  if (query.isPending || !query.error) return <PageFallback />;
  return (
    <AccessDenied detail={query.error.message} onRetry={() => void query.refetch()} onSignOut={onSignOut} />
  );
}
