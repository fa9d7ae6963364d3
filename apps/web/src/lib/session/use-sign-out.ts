import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signInPathFor } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { endSession, useSession } from './session-store';
import { LABELS } from '@/lib/labels';

export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const role = useSession.getState().user?.role ?? null;
    endSession();
    void navigate(signInPathFor(role), { replace: true });
    toast.success(LABELS.signOut, 'Vous avez été déconnecté.');
  }, [navigate]);
}
