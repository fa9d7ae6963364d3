import { BlobImage } from '@/components/blob-image';
import { Skeleton } from '@/components/ui/skeleton';
import { useProofPhoto } from '@/api/get-proof-photo';

/** The courier's photo at delivery, private to the business, the courier and admins. */
export function ProofPhoto({ url }: { url: string }) {
  const photo = useProofPhoto(url);
  return (
    <section aria-labelledby="proof-title" className="space-y-2">
      <h3 id="proof-title" className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
        Preuve de livraison
      </h3>
      {photo.isPending && <Skeleton className="h-48 w-full" />}
      {photo.isError && <p className="text-sm text-destructive">{photo.error.message}</p>}
      {photo.data && (
        <BlobImage
          blob={photo.data}
          alt="Photo prise par le livreur à la livraison"
          className="max-h-72 w-full rounded-xl bg-stone-100 object-contain"
        />
      )}
    </section>
  );
}
