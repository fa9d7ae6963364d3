import { useUser } from '@/api/get-user';
import { useVilles } from '@/api/get-villes';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { usePrepaintHandOff } from '@/lib/prepaint/hand-off';
import { useSession } from '@/lib/session/session-store';
import { CityGrid } from './components/city-grid';
import { ClientDrawer } from './components/client-drawer';

function Greeting({ userId }: { userId: number }) {
  const profile = useUser(userId);
  if (profile.isPending) {
    return (
      <h1 className="flex items-center gap-2 text-2xl font-bold text-stone-900 sm:text-3xl">
        Bonjour, <Skeleton className="inline-block h-7 w-28" /> !
      </h1>
    );
  }
  const prenom = profile.data?.prenom.trim();
  return (
    <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Bonjour, {prenom ? prenom : 'Client'} !</h1>
  );
}

function ClientHome({ userId }: { userId: number }) {
  const profile = useUser(userId);
  const villes = useVilles();
  const profileFailed = profile.isError;
  const villesFailed = villes.isError;
  usePrepaintHandOff(!profile.isPending && !villes.isPending);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64 space-y-1">
          <Greeting userId={userId} />
          <p className="text-lg text-stone-700">Où souhaitez-vous être livré aujourd'hui ?</p>
        </div>
        <ClientDrawer />
      </div>
      {profileFailed && villesFailed ? (
        <Alert variant="destructive">
          <AlertTitle>Une erreur est survenue lors du chargement de la page.</AlertTitle>
        </Alert>
      ) : (
        profileFailed && (
          <Alert variant="destructive">
            <AlertTitle>Impossible de charger le profil utilisateur.</AlertTitle>
          </Alert>
        )
      )}
      <section aria-label="Villes desservies">
        <CityGrid />
      </section>
    </div>
  );
}

export function ClientDashboardPage() {
  // Null only for the instant between a sign-out and the guard's redirect.
  const userId = useSession((state) => state.user?.id);
  return userId === undefined ? null : <ClientHome userId={userId} />;
}
