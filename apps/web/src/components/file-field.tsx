import { ImagePlus } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { BlobImage } from '@/components/blob-image';
import { Field } from '@/components/ui/field';
import { fieldA11y } from '@/components/ui/field-a11y';
import { Progress } from '@/components/ui/progress';
import { checkImageFile } from '@/lib/image-file';
import { LABELS } from '@/lib/labels';

type FileFieldProps = {
  id: string;
  label: string;
  onChange: (file: File | null) => void;
  /** 0–100 while the chosen picture is being sent; null or absent otherwise. */
  progress?: number | null;
  /** The form's own refusal (a required picture not chosen), shown until a picture is. */
  required?: string | undefined;
};

/**
 * An image picker whose button and status are ours, so they read in French whatever the
 * browser's language (the native control says "Choose File" on many phones). The chosen
 * picture shows as a thumbnail; a file that is not a picture is refused at once, by its bytes.
 */
export function FileField({ id, label, onChange, progress = null, required }: FileFieldProps) {
  const [error, setError] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  // A slow check of an earlier pick must not overwrite a later one.
  const latest = useRef(0);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const picked = input.files?.[0] ?? null;
    const turn = ++latest.current;
    const problem = picked ? await checkImageFile(picked) : null;
    if (turn !== latest.current) return;
    setError(problem ?? undefined);
    if (problem) input.value = '';
    const chosen = problem ? null : picked;
    setFile(chosen);
    onChange(chosen);
  };

  return (
    <Field
      id={id}
      label={label}
      error={error ?? (file ? undefined : required)}
      hint="Image JPEG, PNG, WebP ou GIF, 5 Mo au maximum."
    >
      <input
        {...fieldA11y(id, error ?? (file ? undefined : required))}
        type="file"
        accept="image/*"
        onChange={(event) => void onPick(event)}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-dashed border-input bg-white px-3 py-1.5 text-sm peer-focus-visible:border-orange-500 peer-focus-visible:ring-2 peer-focus-visible:ring-orange-200 peer-aria-invalid:border-destructive hover:border-orange-400 hover:bg-orange-50/50"
      >
        {file ? (
          <BlobImage
            blob={file}
            alt={`Aperçu : ${label}`}
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-md object-cover"
          />
        ) : (
          <ImagePlus className="size-5 shrink-0 text-orange-700" aria-hidden="true" />
        )}
        <span className="shrink-0 font-semibold text-orange-800">
          {file ? 'Changer' : 'Choisir une image'}
        </span>
        {file && <span className="truncate text-stone-600">{file.name}</span>}
      </label>
      {progress !== null && (
        <div className="space-y-1" aria-live="polite">
          <Progress value={progress} label={`Envoi : ${label}`} />
          <p className="text-xs text-stone-600">
            {LABELS.photoUploading} {progress} %
          </p>
        </div>
      )}
    </Field>
  );
}
