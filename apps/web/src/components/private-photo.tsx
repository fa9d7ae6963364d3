import { useState } from 'react';
import { usePrivatePhoto } from '@/api/get-private-photo';
import { BlobImage } from '@/components/blob-image';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type PrivatePhotoProps = {
  url: string;
  /** What the picture shows: its alt text, and the big view's title. */
  alt: string;
  unavailable: string;
  className?: string;
};

/**
 * A private picture (fetched with the session's token), full width of its box; a click opens it
 * as large as the screen allows, to read a document's small print.
 */
export function PrivatePhoto({ url, alt, unavailable, className }: PrivatePhotoProps) {
  const photo = usePrivatePhoto(url, unavailable);
  const [big, setBig] = useState(false);
  if (photo.isPending) return <Skeleton className={cn('h-48 w-full', className)} />;
  if (photo.isError) return <p className="text-sm text-destructive">{photo.error.message}</p>;
  return (
    <>
      <button
        type="button"
        onClick={() => setBig(true)}
        className="block w-full cursor-zoom-in rounded-xl focus-visible:ring-2 focus-visible:ring-orange-300 focus-visible:outline-none"
        aria-label={`Agrandir : ${alt}`}
      >
        <BlobImage
          blob={photo.data}
          alt={alt}
          className={cn('w-full rounded-xl bg-stone-100 object-contain', className)}
        />
      </button>
      <Dialog open={big} onOpenChange={setBig}>
        <DialogContent className="max-h-[95dvh] max-w-[95vw] overflow-auto sm:max-w-[95vw]">
          <DialogHeader>
            <DialogTitle>{alt}</DialogTitle>
            <DialogDescription className="sr-only">
              Fermez avec Échap ou le bouton de fermeture.
            </DialogDescription>
          </DialogHeader>
          <BlobImage blob={photo.data} alt={alt} className="mx-auto h-auto max-w-full object-contain" />
        </DialogContent>
      </Dialog>
    </>
  );
}
