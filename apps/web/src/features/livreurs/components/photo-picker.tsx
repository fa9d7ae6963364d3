import { MAX_UPLOAD_BYTES } from '@comoe/shared/files';
import { MSG } from '@comoe/shared/messages';
import { Camera, ImageUp } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { BlobImage } from '@/components/blob-image';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { shrinkImage } from '@/lib/shrink-image';

type PhotoPickerProps = {
  id: string;
  label: string;
  /** The camera to open: the back one for a proof, the front one for a portrait. */
  camera: 'environment' | 'user';
  photo: File | null;
  onPhoto: (photo: File | null) => void;
};

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1000))} Ko`;

/** Take a picture or import one (images only), shrunk on the phone before anything is sent. */
export function PhotoPicker({ id, label, camera, photo, onPhoto }: PhotoPickerProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(MSG.fileNotImage);
      return;
    }
    setBusy(true);
    const small = await shrinkImage(file);
    setBusy(false);
    if (small.size > MAX_UPLOAD_BYTES) {
      setError(MSG.payloadTooLarge);
      return;
    }
    setError(null);
    onPhoto(small);
  };

  const button = cn(buttonVariants({ variant: 'outline' }), 'h-12 w-full min-w-0 shrink cursor-pointer px-3');
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <input
          id={`${id}-camera`}
          type="file"
          accept="image/*"
          capture={camera}
          className="peer/camera sr-only"
          onChange={(event) => void pick(event)}
        />
        <label
          htmlFor={`${id}-camera`}
          className={cn(button, 'peer-focus-visible/camera:ring-2 peer-focus-visible/camera:ring-orange-300')}
        >
          <Camera aria-hidden="true" />
          <span className="truncate">Prendre une photo</span>
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          className="peer/file sr-only"
          onChange={(event) => void pick(event)}
        />
        <label
          htmlFor={`${id}-file`}
          className={cn(button, 'peer-focus-visible/file:ring-2 peer-focus-visible/file:ring-orange-300')}
        >
          <ImageUp aria-hidden="true" />
          <span className="truncate">Importer une image</span>
        </label>
      </div>
      <div aria-live="polite" className="text-sm">
        {busy && <p className="text-stone-600">Préparation de la photo…</p>}
        {!busy && photo && (
          <p className="flex items-center gap-3 text-green-900">
            <BlobImage blob={photo} alt="Aperçu de la photo" className="size-14 rounded-lg object-cover" />
            <span>Photo prête ({kilobytes(photo.size)})</span>
          </p>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
