import { ProfilePage } from '@/features/profile/profile-page';
import { ClientQueryProvider } from './client-query-provider';

export default function ProfileClientRoute() {
  return (
    <ClientQueryProvider>
      <ProfilePage />
    </ClientQueryProvider>
  );
}
