import type { UserProfile } from '@comoe/shared/schemas/users';
import { RotateCw } from 'lucide-react';
import { useUser } from '@/api/get-user';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session/session-store';
import { AddressSection } from './components/address-section';
import { EntrepriseSection } from './components/entreprise-section';
import { IdentitySection } from './components/identity-section';
import { PaymentSection } from './components/payment-section';
import { ProfileSkeleton } from './components/profile-skeleton';
import { ProfileSummary } from './components/profile-summary';
import { SecuritySection } from './components/security-section';
import { LABELS } from '@/lib/labels';
import { TEXT } from './texts';

function sectionLinks(profile: UserProfile) {
  return [
    { href: '#mon-profil', label: TEXT.myProfile },
    { href: '#adresse', label: 'Adresse' },
    ...(profile.role === 'ENTREPRISE' ? [{ href: '#mon-entreprise', label: TEXT.myBusiness }] : []),
    { href: '#paiement', label: 'Paiement' },
    { href: '#securite', label: TEXT.security },
  ];
}

function ProfileSections({ profile }: { profile: UserProfile }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:items-start">
      <aside className="space-y-4 lg:sticky lg:top-24">
        <ProfileSummary profile={profile} />
        <nav
          aria-label="Sections du profil"
          className="hidden rounded-2xl border border-border bg-white p-2 lg:block"
        >
          {sectionLinks(profile).map(({ href, label }) => (
            <a
              key={href}
              href={href}
              className="block rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-orange-50 hover:text-orange-800"
            >
              {label}
            </a>
          ))}
        </nav>
      </aside>
      <div className="min-w-0 space-y-6">
        <IdentitySection profile={profile} />
        <AddressSection profile={profile} />
        {profile.role === 'ENTREPRISE' && <EntrepriseSection profile={profile} />}
        <PaymentSection />
        <SecuritySection userId={profile.id} />
      </div>
    </div>
  );
}

function ProfileContent({ userId }: { userId: number }) {
  const profile = useUser(userId);
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{LABELS.profileLoadFailed}</AlertTitle>
        <AlertDescription>
          <p>{profile.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void profile.refetch()}>
            <RotateCw aria-hidden="true" />
            Réessayer
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return <ProfileSections profile={profile.data} />;
}

/** The signed-in user's own profile, whatever the role: /profile_client for clients, /profile for all. */
export function ProfilePage() {
  // Null only for the instant between a sign-out and the guard's redirect.
  const userId = useSession((state) => state.user?.id);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Mon compte</h1>
        <p className="text-stone-700">Vos informations, votre adresse de livraison et votre mot de passe.</p>
      </div>
      {userId !== undefined && <ProfileContent userId={userId} />}
    </div>
  );
}
