import type { AvisEntreprise } from '@comoe/shared/schemas/avis-entreprise';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';

function Stars({ note }: { note: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${note} sur 5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          className={cn('size-4', i <= note ? 'fill-amber-400 text-amber-500' : 'text-stone-300')}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

/**
 * One client review with the owner's reply under it: the business's 'Avis' tab and the business
 * page both show it; `children` is where the owner's reply form goes while there is no reply.
 */
export function ReviewItem({
  avis,
  replyTitle = 'Réponse de l’établissement',
  children,
}: {
  avis: AvisEntreprise;
  replyTitle?: string;
  children?: ReactNode;
}) {
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-border bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-stone-900">{avis.clientPrenom}</p>
        <Stars note={avis.note} />
      </header>
      <p className="text-xs text-stone-500">{formatDate(avis.createdAt)}</p>
      {avis.commentaire ? (
        <p className="break-words whitespace-pre-line text-stone-800">{avis.commentaire}</p>
      ) : (
        <p className="text-sm text-stone-500 italic">Note sans commentaire</p>
      )}
      {avis.reponse !== null && (
        <div className="mt-1 rounded-xl border-l-4 border-orange-300 bg-orange-50 px-3 py-2">
          <p className="text-xs font-semibold text-orange-900">{replyTitle}</p>
          <p className="break-words whitespace-pre-line text-sm text-stone-800">{avis.reponse}</p>
        </div>
      )}
      {children}
    </article>
  );
}
