import type { Role } from '@comoe/shared/enums';
import type { UpdateUserInput, UserProfile } from '@comoe/shared/schemas/users';
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateUser } from './api/update-user';
import { formResolver } from './profile-form-schemas';
import { profileSaveCallbacks } from './save-feedback';
import type { FieldMessages } from './server-field-error';

/**
 * The form of one profile section, saved through `PUT /api/users/{id}`: the saved profile goes
 * back into the form, a refusal under the field the server names or in a toast.
 */
export function useProfileSectionForm<V extends FieldValues, P extends UpdateUserInput>(
  profile: UserProfile,
  resolver: Resolver<V, unknown, P>,
  valuesOf: (profile: UserProfile) => V,
  serverFields: FieldMessages<Path<V>>,
) {
  const update = useUpdateUser(profile.id);
  const form = useForm<V, unknown, P>({ resolver, defaultValues: valuesOf(profile) as DefaultValues<V> });
  const submit = form.handleSubmit((values) =>
    update.mutate(values, profileSaveCallbacks(form, valuesOf, serverFields)),
  );
  return { form, submit, saving: update.isPending };
}

/** The same, for a section whose rules depend on the account's role (which fields it must fill). */
export function useRoleSectionForm<V extends FieldValues, P extends UpdateUserInput>(
  profile: UserProfile,
  schemaFor: (role: Role) => z.ZodType<P>,
  valuesOf: (profile: UserProfile) => V,
  serverFields: FieldMessages<Path<V>>,
) {
  const resolver = useMemo(() => formResolver<V, P>(schemaFor(profile.role)), [schemaFor, profile.role]);
  return useProfileSectionForm(profile, resolver, valuesOf, serverFields);
}
