import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { ProfileSection } from './profile-section';
import { SaveButton } from './save-button';

type ProfileFormSectionProps = Omit<ComponentProps<typeof ProfileSection>, 'children'> & {
  /** The form's `handleSubmit(...)`; the browser's own validation stays off, the schema speaks. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The section's own save button, at the foot of its form. */
  save: ComponentProps<typeof SaveButton>;
  children: ReactNode;
};

/** A profile card that holds one form, saved on its own by the button at its foot. */
export function ProfileFormSection({ onSubmit, save, children, ...section }: ProfileFormSectionProps) {
  return (
    <ProfileSection {...section}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        {children}
        <SaveButton {...save} />
      </form>
    </ProfileSection>
  );
}
