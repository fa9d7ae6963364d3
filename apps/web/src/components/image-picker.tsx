import { ImageOff, ImagePlus } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { BlobImage } from '@/components/blob-image';
import { Progress } from '@/components/ui/progress';
import { checkImageFile } from '@/lib/image-file';
import { LABELS } from '@/lib/labels';

type ImagePickerProps = {
  id: string;
  label: string;
  /** The saved picture (one of our uploads), shown as the preview. */
  url: string;
  /** A picked file not yet sent (its preview wins over the URL). */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** 0–100 while the file is being sent; null otherwise. */
  progress: number | null;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * A picture chosen as a file (sent with a visible progress bar), with its preview. Uploads only:
 * an address of an image elsewhere never shows (our CSP allows our own images only) and would
 * replace the uploaded photo. The button is ours, so it reads in French whatever the phone's language.
 */
export function ImagePicker({
  id,
  label,
  url,
  file,
  onFileChange,
  progress,
  error,
  disabled = false,
}: ImagePickerProps) {
  const [fileError, setFileError] = useState<string | null>(null);
  const shown = error ?? fileError ?? undefined;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    const problem = picked ? await checkImageFile(picked) : null;
    setFileError(problem);
    if (picked && !problem) onFileChange(picked);
  };

  return (
    <fieldset className="min-w-0 space-y-2" disabled={disabled}>
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      <div className="flex items-center gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-stone-100">
          {file ? (
            <BlobImage blob={file} alt={`Aperçu : ${label}`} className="size-full object-cover" />
          ) : url ? (
            <img src={url} alt={`Aperçu : ${label}`} className="size-full object-cover" />
          ) : (
            <ImageOff className="size-6 text-stone-400" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            onChange={(event) => void onPick(event)}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-error` : undefined}
            className="peer sr-only"
          />
          <label
            htmlFor={`${id}-file`}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-input bg-white px-3 text-sm peer-focus-visible:border-orange-500 peer-focus-visible:ring-2 peer-focus-visible:ring-orange-200 hover:border-orange-400 hover:bg-orange-50/50"
          >
            <ImagePlus className="size-5 shrink-0 text-orange-700" aria-hidden="true" />
            <span className="font-semibold text-orange-800">
              {file || url ? 'Changer la photo' : 'Choisir une photo'}
            </span>
            <span className="sr-only">{label}</span>
          </label>
          {file ? (
            <p className="truncate text-xs text-stone-600">{file.name}</p>
          ) : (
            <p className="text-xs text-stone-600">JPEG, PNG, WebP ou GIF, 5 Mo au maximum.</p>
          )}
        </div>
      </div>
      {progress !== null && (
        <div className="space-y-1" aria-live="polite">
          <Progress value={progress} label={`Envoi de la photo : ${label}`} />
          <p className="text-xs font-medium text-stone-700">
            {LABELS.photoUploading} {progress} %
          </p>
        </div>
      )}
      {shown && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
