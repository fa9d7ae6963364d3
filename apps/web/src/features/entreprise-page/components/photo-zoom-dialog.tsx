import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatFcfa } from '@/lib/format';

export type ZoomedPhoto = { src: string; nom: string; prix: number };

/** The product's photo at full size; closing clears the choice. */
export function PhotoZoomDialog({ photo, onClose }: { photo: ZoomedPhoto | null; onClose: () => void }) {
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl gap-3 p-3 sm:p-4 [&>button:last-child]:bg-white/90 [&>button:last-child]:shadow">
        {photo && (
          <>
            <img
              src={photo.src}
              alt={photo.nom}
              className="max-h-[75dvh] w-full rounded-xl bg-stone-100 object-contain"
            />
            <div className="flex items-baseline justify-between gap-3 px-1 pb-1">
              <DialogTitle>{photo.nom}</DialogTitle>
              <DialogDescription className="font-semibold text-stone-800">
                {formatFcfa(photo.prix)}
              </DialogDescription>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
