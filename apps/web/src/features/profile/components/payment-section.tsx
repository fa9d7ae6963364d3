import { CreditCard } from 'lucide-react';
import { ProfileSection } from './profile-section';

export function PaymentSection() {
  return (
    <ProfileSection id="paiement" title="Paiement" icon={CreditCard}>
      <p className="text-stone-700">Bientôt disponible.</p>
    </ProfileSection>
  );
}
