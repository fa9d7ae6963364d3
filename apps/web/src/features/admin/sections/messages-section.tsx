import type { AdminMessage } from '@comoe/shared/schemas/admin-inbox';
import { Mail, MailOpen } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/dates';
import { useAdminMessages } from '../api/get-messages';
import { useReadMessage } from '../api/read-message';
import { InboxList, type InboxScreen } from '../components/inbox-list';
import { useInbox } from '../use-inbox';

const MESSAGES: InboxScreen<AdminMessage> = {
  title: 'Messages',
  loadFailed: 'Impossible de charger les messages.',
  empty: { icon: Mail, title: 'Aucun message pour le moment.' },
  itemTestId: 'admin-message',
  describeItem: (message) => ({
    title: message.sujet,
    meta: `${message.nom} · ${message.email}`,
    body: <span className="line-clamp-1 text-sm text-stone-700">{message.message}</span>,
  }),
  renderOpened: (opened) => (
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
  ),
};

/** 'Messages': what visitors sent through the contact form (design §9), unread first. */
export default function MessagesSection() {
  const inbox = useInbox(useAdminMessages, useReadMessage);
  return <InboxList screen={MESSAGES} inbox={inbox} />;
}
