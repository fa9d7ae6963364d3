import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type ProfileSectionProps = {
  id: string;
  title: string;
  description?: string;
  icon: LucideIcon;
  children: ReactNode;
};

/** One titled card; a landmark named by its title, so each section's own "Enregistrer" is easy to find. */
export function ProfileSection({ id, title, description, icon: Icon, children }: ProfileSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <Card>
        <CardHeader>
          <CardTitle id={`${id}-title`} className="flex items-center gap-2 text-xl">
            <Icon className="size-5 text-orange-700" aria-hidden="true" />
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
