import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import { useEffect, useState } from 'react';
import { conversationsQuery, type Conversation } from '@/api/chat';
import { errorMessages } from '@/api/errors';
import { useApiScope } from '@/lib/session-context';
import css from './chat.module.css';

function nameOf(c: Conversation): string {
  return c.receiver ? [c.receiver.f_name, c.receiver.l_name].filter(Boolean).join(' ') : '';
}

/** The customer's conversations, newest first, with unread counts; a search by name; more on demand. */
export function ConversationList({ selected, onOpen }: { selected: { type: string; id: number } | null; onOpen: (c: Conversation) => void }) {
  const { t } = useTranslation('chat');
  const { lang } = useApiScope();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  // the search runs once typing pauses
  useEffect(() => {
    const timer = window.setTimeout(() => setName(typed.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const query = useInfiniteQuery(conversationsQuery({ lang }, name));
  const list = query.data?.pages.flatMap((p) => p.conversations) ?? [];
  return (
    <nav className={css.list} aria-label={t('Conversations')}>
      <TextField size="small" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('Search by name')} slotProps={{ htmlInput: { 'aria-label': t('Search by name'), type: 'search' } }} />
      {query.isError ? <Typography role="alert">{errorMessages(query.error)[0] ?? t('The conversations could not be loaded.')}</Typography> : null}
      {query.isSuccess && list.length === 0 ? <Typography sx={{ opacity: 0.7 }}>{name ? t('No conversation matches this name.') : t('No conversations yet.')}</Typography> : null}
      <ul className={css.conversations}>
        {list.map((c) => {
          const who = nameOf(c);
          const last = c.last_message;
          const snippet = last ? last.message || (last.file_full_url.length ? t('Image') : '') : '';
          const current = selected !== null && selected.type === c.receiver_type && selected.id === c.receiver_id;
          return (
            <li key={c.id}>
              <button type="button" className={css.row} aria-current={current ? 'true' : undefined} onClick={() => onOpen(c)}>
                {c.receiver?.image_full_url ? <Image src={c.receiver.image_full_url} alt="" width={40} height={40} className={css.avatar} unoptimized /> : <span className={css.avatar} />}
                <span style={{ minWidth: 0 }}>
                  <strong>{who}</strong>
                  <span className={css.snippet}>
                    {c.receiver_type === 'delivery_man' ? t('Delivery man') : t('Store')}
                    {snippet ? ` · ${snippet}` : ''}
                  </span>
                </span>
                {c.unread_message_count > 0 ? (
                  <span className={css.badge} aria-label={t('{{count}} unread', { count: c.unread_message_count })}>
                    {c.unread_message_count}
                  </span>
                ) : (
                  <span />
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage ? (
        <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('Load more')}
        </Button>
      ) : null}
    </nav>
  );
}
