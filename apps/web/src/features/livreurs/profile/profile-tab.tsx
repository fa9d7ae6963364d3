import { useState } from 'react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { useCourierProfile } from '../api/get-profile';
import { ErrorState, ListSkeleton } from '@/components/list-states';
import { failureMessage } from '../errors';
import { TEXT } from '../texts';
import { ChangeRequestPanel } from './change-request-panel';
import { CourierCard } from './courier-card';
import { ProfileForm } from './profile-form';

type Panel = 'infos' | 'carte' | 'changement';

/** 'Profil': the form and the printable card, one at a time (its failure is said by the page). */
export function ProfileTab() {
  const profile = useCourierProfile();
  const [panel, setPanel] = useState<Panel>('infos');

  if (!profile.data) {
    if (profile.isError) {
      return (
        <ErrorState
          message={failureMessage(profile.error, TEXT.profileLoadFailed)}
          onRetry={() => void profile.refetch()}
        />
      );
    }
    return <ListSkeleton rows={2} className="h-44 rounded-2xl" />;
  }
  return (
    <div className="flex flex-col gap-4">
      <TabList
        id="profil"
        label="Profil"
        items={[
          { value: 'infos', label: 'Mes informations' },
          { value: 'carte', label: 'Ma carte' },
          { value: 'changement', label: 'Véhicule et ville' },
        ]}
        value={panel}
        onValueChange={setPanel}
      />
      <TabPanel id="profil" value={panel}>
        {panel === 'infos' ? (
          <ProfileForm key={profile.data.dateInscription} profile={profile.data} />
        ) : panel === 'carte' ? (
          <CourierCard profile={profile.data} />
        ) : (
          <ChangeRequestPanel profile={profile.data} />
        )}
      </TabPanel>
    </div>
  );
}
