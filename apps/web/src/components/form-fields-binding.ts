import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/** What a field of `form-fields` takes from its form: its id, its error message and `register(name)`. */
export type BoundField<Name extends string = string> = {
  id: string;
  error: string | undefined;
} & UseFormRegisterReturn<Name>;

/** Binds a field by name; `id` replaces the one the form's `idOf` would give. */
export type FieldBinder<T extends FieldValues> = (name: Path<T>, id?: string) => BoundField<Path<T>>;

/**
 * Every form wrote the same three props per field (id, `errors.x?.message`, `register('x')`);
 * they always go together, so one spread gives them. `idOf` names the element from the field.
 * Call it while rendering: reading `formState.errors` then is what makes the form re-render on errors.
 */
export function bindFields<T extends FieldValues>(
  { register, formState }: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  idOf: (name: Path<T>) => string = String,
): FieldBinder<T> {
  return (name, id = idOf(name)) => ({
    id,
    error: get<typeof formState.errors, FieldError | undefined>(formState.errors, name)?.message,
    ...register(name),
  });
}
