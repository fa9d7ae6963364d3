import { MAX_UPLOAD_BYTES } from '@comoe/shared/files';
import { MSG } from '@comoe/shared/messages';
import { PROOF_MSG } from '@comoe/shared/schemas/proof-uploads';
import { Camera, ImageUp, type LucideIcon } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { BlobImage } from '@/components/blob-image';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { checkImageFile } from '@/lib/image-file';
import { shrinkImage } from '@/lib/shrink-image';
import { toast } from '@/lib/toast';

type PhotoPickerProps = {
  id: string;
  label: string;
  /** The camera to open: the back one for a proof, the front one for a portrait. */
  camera: 'environment' | 'user';
  photo: File | null;
  onPhoto: (photo: File | null) => void;
};

const buttonClass = cn(
  buttonVariants({ variant: 'outline' }),
  'h-12 w-full min-w-0 shrink cursor-pointer px-3 peer-focus-visible:ring-2 peer-focus-visible:ring-orange-300',
);

type PickButtonProps = {
  id: string;
  capture?: PhotoPickerProps['camera'];
  icon: LucideIcon;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  children: string;
};

/**
 * A hidden file input drawn as a button by its label. The wrapper takes no box (`contents`), so
 * the labels stay the grid's cells, and it scopes `peer`: the ring follows this input's focus only.
 */
function PickButton({ id, capture, icon: Icon, onChange, children }: PickButtonProps) {
  return (
    <div className="contents">
      <input
        id={id}
        type="file"
        accept="image/*"
        capture={capture}
        className="peer sr-only"
        onChange={onChange}
      />
      <label htmlFor={id} className={buttonClass}>
        <Icon aria-hidden="true" />
        <span className="truncate">{children}</span>
      </label>
    </div>
  );
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1000))} Ko`;

/** Take a picture or import one (images only), shrunk on the phone before anything is sent. */
export function PhotoPicker({ id, label, camera, photo, onPhoto }: PhotoPickerProps) {
  const [error, setError] = useState<string | null>(null);
  const [errorTitle, setErrorTitle] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Refused here, before a byte is sent, under its own title (issue 22 §2).
  const refuseNotPhoto = () => {
    setErrorTitle(PROOF_MSG.notPhotoTitle);
    setError(PROOF_MSG.notPhotoBody);
    toast.error(PROOF_MSG.notPhotoTitle, PROOF_MSG.notPhotoBody);
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Its type and its first bytes: a document named 'photo.jpg' is no photo either.
    if ((await checkImageFile(file)) === MSG.fileNotImage) {
      refuseNotPhoto();
      return;
    }
    setBusy(true);
    const small = await shrinkImage(file);
    setBusy(false);
    if (small.size > MAX_UPLOAD_BYTES) {
      setErrorTitle(null);
      setError(MSG.payloadTooLarge);
      return;
    }
    setError(null);
    setErrorTitle(null);
    onPhoto(small);
  };

  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <PickButton id={`${id}-camera`} capture={camera} icon={Camera} onChange={(event) => void pick(event)}>
          Prendre une photo
        </PickButton>
        <PickButton id={`${id}-file`} icon={ImageUp} onChange={(event) => void pick(event)}>
          Importer une image
        </PickButton>
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
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {errorTitle && (
            <strong data-testid="photo-error-title" className="block">
              {errorTitle}
            </strong>
          )}
          {error}
        </p>
      )}
    </fieldset>
  );
}
