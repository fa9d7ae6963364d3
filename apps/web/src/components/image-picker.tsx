import { ImageOff, ImagePlus } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { BlobImage } from '@/components/blob-image';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { checkImageFile } from '@/lib/image-file';

type ImagePickerProps = {
  id: string;
  label: string;
  /** The saved picture or an https address typed below. */
  url: string;
  onUrlChange: (url: string) => void;
  /** A picked file not yet sent (its preview wins over the URL). */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** 0–100 while the file is being sent; null otherwise. */
  progress: number | null;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * A picture chosen as a file (sent with a visible progress bar) or pasted as an https address,
 * with its preview. The button is ours, so it reads in French whatever the phone's language.
 */
export function ImagePicker({
  id,
  label,
  url,
  onUrlChange,
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
          <p className="text-xs font-medium text-stone-700">Envoi de la photo… {progress} %</p>
        </div>
      )}
      <div className="space-y-1">
        <Label htmlFor={`${id}-url`} className="text-xs text-stone-700">
          ou l'adresse d'une image en ligne (https://…)
        </Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onChange={(event) => {
            if (file) onFileChange(null);
            onUrlChange(event.target.value);
          }}
          aria-invalid={shown ? true : undefined}
        />
      </div>
      {shown && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
