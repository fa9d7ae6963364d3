import type { Role } from '@comoe/shared/enums';
import type { UserProfile } from '@comoe/shared/schemas/users';
import { Phone } from 'lucide-react';
import { FileField } from '@/components/file-field';
import { Card, CardContent } from '@/components/ui/card';
import { formatPhone } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useUploadAvatar } from '../api/upload-avatar';
import { failureDetail } from '../server-field-error';
import { LABELS } from '@/lib/labels';

/** The spec's read-only account type, in the words the sign-up tabs use. */
const ACCOUNT_TYPE_LABELS: Record<Role, string> = {
  CLIENT: 'Client',
  ENTREPRISE: 'Entreprise',
  LIVREUR: 'Livreur',
  ADMIN: 'Administrateur',
};

function initials({ prenom, nom }: Pick<UserProfile, 'prenom' | 'nom'>): string {
  return `${prenom.trim().charAt(0)}${nom.trim().charAt(0)}`.toLocaleUpperCase('fr-FR') || '?';
}

function Avatar({ profile }: { profile: UserProfile }) {
  if (profile.photoProfilUrl) {
    return (
      <img
        src={profile.photoProfilUrl}
        alt={LABELS.profilePhoto}
        className="size-24 rounded-full object-cover ring-4 ring-orange-100"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label="Pas encore de photo de profil"
      className="flex size-24 items-center justify-center rounded-full bg-orange-100 text-3xl font-bold text-orange-800 ring-4 ring-orange-50"
    >
      {initials(profile)}
    </span>
  );
}

/** Who is signed in, and the avatar upload (images only, checked before sending). */
export function ProfileSummary({ profile }: { profile: UserProfile }) {
  const upload = useUploadAvatar(profile.id);

  const onFile = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success('Photo mise à jour', 'Votre nouvelle photo de profil est enregistrée.'),
      onError: (error) =>
        toast.error(
          "L'upload de la photo a échoué.",
          failureDetail(error, 'Impossible de mettre à jour la photo.'),
        ),
    });
  };

  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 pt-5 text-center sm:pt-6">
        <Avatar profile={profile} />
        <div className="min-w-0 space-y-1">
          <p className="text-lg font-bold break-words text-stone-900">
            {profile.prenom} {profile.nom}
          </p>
          <p>
            <span className="rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-800">
              Type de compte : {ACCOUNT_TYPE_LABELS[profile.role]}
            </span>
          </p>
          <p className="flex items-center justify-center gap-1.5 text-sm text-stone-600">
            <Phone className="size-3.5" aria-hidden="true" />
            {formatPhone(profile.telephone)}
          </p>
        </div>
        <div className="w-full text-left">
          <FileField
            id="profil-photo"
            label={LABELS.profilePhoto}
            onChange={onFile}
            progress={upload.progress}
          />
        </div>
      </CardContent>
    </Card>
  );
}
