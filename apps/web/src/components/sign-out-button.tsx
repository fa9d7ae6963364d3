import { LogOut } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { LABELS } from '@/lib/labels';

/** 'Déconnexion' with its icon, the same words in every area; each bar gives its own look. */
export function SignOutButton(props: Omit<ComponentProps<typeof Button>, 'children'>) {
  return (
    <Button {...props}>
      <LogOut aria-hidden="true" />
      {LABELS.signOut}
    </Button>
  );
}
