import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import type { ChatTarget, Conversation } from '@/api/chat';
import type { SeoMeta } from '@/components/Seo';
import { AccountFrame } from '@/features/account';
import { ChatView } from './ChatView';
import { ConversationList } from './ConversationList';
import css from './chat.module.css';

export interface InboxPageProps {
  seo: SeoMeta;
}

const whole = (v: string | string[] | undefined): number | null => {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The chat's open conversation from the address: /profile?page=inbox&type=delivery_man&id=5
 * (routeName and chatFrom say how it was reached) or /chatting?conversationId=12.
 */
export function targetFromQuery(query: Record<string, string | string[] | undefined>): ChatTarget | null {
  const conversationId = whole(query.conversationId);
  if (conversationId) return { conversationId };
  const type = Array.isArray(query.type) ? query.type[0] : query.type;
  const id = whole(query.id);
  return (type === 'vendor' || type === 'delivery_man') && id ? { type, id } : null;
}

/** /profile?page=inbox and /chatting: the conversations beside the open one (one at a time on a phone). */
export function InboxPage({ seo }: InboxPageProps) {
  const { t } = useTranslation('chat');
  const router = useRouter();
  const target = targetFromQuery(router.query);
  const base = router.pathname === '/chatting' ? { pathname: '/profile', query: { page: 'inbox' } } : { pathname: router.pathname, query: { page: 'inbox' } };
  const open = (c: Conversation) =>
    void router.push({ pathname: '/profile', query: { page: 'inbox', type: c.receiver_type, id: String(c.receiver_id), routeName: `${c.receiver_type}_id`, chatFrom: 'inbox' } }, undefined, { shallow: router.pathname === '/profile', scroll: false });
  const selected = target && !('conversationId' in target) ? target : null;
  return (
    <AccountFrame seo={seo} title={t('Inbox')}>
      <div className={css.inbox} data-open={target ? 'true' : 'false'}>
        <ConversationList selected={selected} onOpen={open} />
        {target ? (
          <ChatView key={JSON.stringify(target)} target={target} onBack={() => void router.push(base, undefined, { shallow: router.pathname === '/profile', scroll: false })} />
        ) : (
          <p className={css.chat} style={{ display: 'grid', placeItems: 'center', opacity: 0.7, margin: 0, padding: 16 }}>
            {t('Choose a conversation to read it.')}
          </p>
        )}
      </div>
    </AccountFrame>
  );
}
