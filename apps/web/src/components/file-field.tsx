import { ImagePlus } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { Field } from '@/components/ui/field';
import { fieldA11y } from '@/components/ui/field-a11y';
import { imageFileError } from '@/lib/image-file';

type FileFieldProps = { id: string; label: string; onChange: (file: File | null) => void };

/**
 * An image picker whose button and status are ours, so they read in French whatever the
 * browser's language (the native control says "Choose File" on many phones).
 */
export function FileField({ id, label, onChange }: FileFieldProps) {
  const [error, setError] = useState<string | undefined>();
  const [fileName, setFileName] = useState<string | null>(null);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? imageFileError(file) : null;
    setError(problem ?? undefined);
    if (problem) event.target.value = '';
    setFileName(problem ? null : (file?.name ?? null));
    onChange(problem ? null : file);
  };

  return (
    <Field id={id} label={label} error={error} hint="Image JPEG, PNG, WebP ou GIF, 5 Mo au maximum.">
      <input
        {...fieldA11y(id, error)}
        type="file"
        accept="image/*"
        onChange={onPick}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="flex h-11 cursor-pointer items-center gap-3 rounded-lg border border-dashed border-input bg-white px-3 text-sm peer-focus-visible:border-orange-500 peer-focus-visible:ring-2 peer-focus-visible:ring-orange-200 peer-aria-invalid:border-destructive hover:border-orange-400 hover:bg-orange-50/50"
      >
        <ImagePlus className="size-5 shrink-0 text-orange-700" aria-hidden="true" />
        <span className="shrink-0 font-semibold text-orange-800">
          {fileName ? 'Changer' : 'Choisir une image'}
        </span>
        {fileName && <span className="truncate text-stone-600">{fileName}</span>}
      </label>
    </Field>
  );
}
