import { Mail, MailOpen } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/dates';
import { useAdminMessages } from '../api/get-messages';
import { useReadMessage } from '../api/read-message';
import { InboxItem } from '../components/inbox-item';
import { InboxList } from '../components/inbox-list';
import { useInbox } from '../use-inbox';

const LOAD_FAILED = 'Impossible de charger les messages.';

/** 'Messages': what visitors sent through the contact form (design §9), unread first. */
export default function MessagesSection() {
  const inbox = useInbox(useAdminMessages, useReadMessage);

  return (
    <InboxList
      title="Messages"
      inbox={inbox}
      loadFailed={LOAD_FAILED}
      emptyIcon={Mail}
      emptyTitle="Aucun message pour le moment."
      renderItem={(message) => (
        <InboxItem
          key={message.id}
          testId="admin-message"
          lu={message.lu}
          title={message.sujet}
          meta={`${message.nom} · ${message.email}`}
          date={message.date}
          onOpen={() => inbox.open(message)}
        >
          <span className="line-clamp-1 text-sm text-stone-700">{message.message}</span>
        </InboxItem>
      )}
      renderOpened={(opened) => (
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
    />
  );
}
