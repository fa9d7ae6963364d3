import type { AdminMessage } from '@comoe/shared/schemas/admin-inbox';
import { Mail, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { buttonVariants } from '@/components/ui/button-variants';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/dates';
import { INBOX_PAGE_SIZE, useAdminMessages } from '../api/get-messages';
import { useReadMessage } from '../api/read-message';
import { InboxItem } from '../components/inbox-item';
import { SectionHeader } from '../components/section-header';
import { useErrorToast } from '../use-error-toast';

const LOAD_FAILED = 'Impossible de charger les messages.';

/** 'Messages': what visitors sent through the contact form (design §9), unread first. */
export default function MessagesSection() {
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<AdminMessage | null>(null);
  const messages = useAdminMessages(page);
  const read = useReadMessage();
  useErrorToast(messages, LOAD_FAILED);
  const data = messages.data;

  const open = (message: AdminMessage) => {
    setOpened(message);
    if (!message.lu) read.mutate(message.id);
  };

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title="Messages"
        description={data ? (data.nonLus === 0 ? 'Tout est lu.' : `${data.nonLus} non lu(s)`) : undefined}
      />
      {messages.isPending ? (
        <ListSkeleton rows={4} />
      ) : messages.isError && !data ? (
        <ErrorState message={LOAD_FAILED} onRetry={() => void messages.refetch()} />
      ) : !data || data.content.length === 0 ? (
        <EmptyState icon={Mail} title="Aucun message pour le moment." />
      ) : (
        <>
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border">
            {data.content.map((message) => (
              <InboxItem
                key={message.id}
                testId="admin-message"
                lu={message.lu}
                title={message.sujet}
                meta={`${message.nom} · ${message.email}`}
                date={message.date}
                onOpen={() => open(message)}
              >
                <span className="line-clamp-1 text-sm text-stone-700">{message.message}</span>
              </InboxItem>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={Math.ceil(data.totalElements / INBOX_PAGE_SIZE)}
            onPageChange={setPage}
            disabled={messages.isFetching}
          />
        </>
      )}
      <Dialog open={opened !== null} onOpenChange={(next) => !next && setOpened(null)}>
        {opened && (
          <DialogContent className="max-h-[92dvh] overflow-y-auto">
            <DialogHeader>
              <DialogTitle>{opened.sujet}</DialogTitle>
              <DialogDescription>
                De {opened.nom} ({opened.email}), le {formatDateTime(opened.date)}
              </DialogDescription>
            </DialogHeader>
            <p className="text-sm whitespace-pre-wrap text-stone-800">{opened.message}</p>
            <a
              href={`mailto:${opened.email}?subject=${encodeURIComponent(`Re: ${opened.sujet}`)}`}
              className={buttonVariants({ variant: 'outline' })}
            >
              <MailOpen aria-hidden="true" />
              Répondre par e-mail
            </a>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
