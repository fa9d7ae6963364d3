import { ProfilePage } from '@/features/profile/profile-page';
import { QueryProvider } from '@/lib/query-provider';

export default function ProfileClientRoute() {
  return (
    <QueryProvider>
      <ProfilePage />
    </QueryProvider>
  );
}
