import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { chatDetailsQuery, sendChatMessage, type ChatDetails, type ChatMessage, type ChatTarget } from '@/api/chat';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import { useApiScope } from '@/lib/session-context';
import { LIVE_EVENT, type LiveEvent } from './live';
import css from './chat.module.css';

const MAX_IMAGES = 3;
const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** A message on its way: shown at once, replaced by the server's once sent; a failed one keeps its key for the retry. */
interface Pending {
  key: string;
  text: string;
  files: File[];
  previews: string[];
  failed: boolean;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function when(iso: string, lang: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(lang === 'ar' ? 'ar' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' });
}

/** Adds a message to the newest page, unless it is there already. */
function withMessage<P>(data: InfiniteData<ChatDetails, P> | undefined, m: ChatMessage): InfiniteData<ChatDetails, P> | undefined {
  const first = data?.pages[0];
  if (!data || !first || data.pages.some((p) => p.messages.some((x) => x.id === m.id))) return data;
  return { ...data, pages: [{ ...first, messages: [...first.messages, m], total_size: first.total_size + 1 }, ...data.pages.slice(1)] };
}

/** One conversation: messages oldest at the top (older ones load on scrolling up), the composer below. */
export function ChatView({ target, onBack }: { target: ChatTarget; onBack?: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const { lang } = useApiScope();
  const client = useQueryClient();
  const options = chatDetailsQuery({ lang }, target);
  const query = useInfiniteQuery(options);
  const pages = query.data?.pages ?? [];
  const messages = [...pages].reverse().flatMap((p) => p.messages);
  const receiver = pages[0]?.receiver ?? null;
  // a first message makes the conversation: its id is known from the send before the page is read again
  const [madeId, setMadeId] = useState<number | null>(null);
  const conversationId = pages[0]?.conversation?.id ?? madeId ?? ('conversationId' in target ? target.conversationId : null);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const newest = messages.at(-1)?.id ?? 0;
  const oldest = messages[0]?.id ?? 0;

  // the newest message in view: at first, and when one arrives or is sent
  useLayoutEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest, pending.length]);
  // older messages added above keep the ones in view where they were
  useLayoutEffect(() => {
    const el = box.current;
    if (el && keepFromBottom.current !== null) el.scrollTop = el.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [oldest]);

  // a message of this conversation arriving live: shown here, so no toast
  useEffect(() => {
    const hear = (e: Event) => {
      const event = (e as CustomEvent<LiveEvent>).detail;
      if (event.type !== 'message' || event.conversation_id !== conversationId) return;
      e.preventDefault();
      const m = event.message as ChatMessage | undefined;
      if (m) client.setQueryData(options.queryKey, (data) => withMessage(data, m));
      // read from the server again: the message is marked seen
      void client.invalidateQueries({ queryKey: options.queryKey });
    };
    window.addEventListener(LIVE_EVENT, hear);
    return () => window.removeEventListener(LIVE_EVENT, hear);
  }, [client, conversationId, options.queryKey]);

  const onScroll = () => {
    const el = box.current;
    if (!el || el.scrollTop > 80 || !query.hasNextPage || query.isFetchingNextPage) return;
    keepFromBottom.current = el.scrollHeight - el.scrollTop;
    void query.fetchNextPage();
  };

  const deliver = async (p: Pending) => {
    setPending((list) => list.map((x) => (x.key === p.key ? { ...x, failed: false } : x)));
    try {
      const answer = await sendChatMessage(httpFor(client), { lang }, target, p.text, p.files, p.key);
      setMadeId(answer.conversation_id);
      client.setQueryData(options.queryKey, (data) => withMessage(data, answer.sent));
      setPending((list) => list.filter((x) => x.key !== p.key));
      for (const url of p.previews) URL.revokeObjectURL(url);
      if (!pages[0]?.conversation) void client.invalidateQueries({ queryKey: options.queryKey });
      void client.invalidateQueries({ queryKey: ['customer', 'chat', 'list'] });
    } catch (error) {
      setPending((list) => list.map((x) => (x.key === p.key ? { ...x, failed: true } : x)));
      setProblem(errorMessages(error)[0] ?? t('The message was not sent.'));
    }
  };

  const pick = (list: FileList | null) => {
    const chosen = [...files, ...Array.from(list ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (chosen.length > MAX_IMAGES) return setProblem(t('You can add up to 3 images.'));
    if (chosen.some((f) => !TYPES.includes(f.type))) return setProblem(t('Images must be jpg, png or gif.'));
    if (chosen.some((f) => f.size > MAX_BYTES)) return setProblem(t('Each image must be 2 MB or smaller.'));
    setProblem(null);
    setFiles(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body && files.length === 0) return setProblem(t('Write a message or add an image.'));
    setProblem(null);
    const p: Pending = { key: newKey(), text: body, files, previews: files.map((f) => URL.createObjectURL(f)), failed: false };
    setPending((list) => [...list, p]);
    setText('');
    setFiles([]);
    void deliver(p);
  };

  const name = receiver ? [receiver.f_name, receiver.l_name].filter(Boolean).join(' ') : '';
  const who = (m: ChatMessage) => (m.sender_type === 'customer' ? t('You') : name);
  return (
    <section className={css.chat} aria-label={name ? t('Chat with {{name}}', { name }) : t('Chat')}>
      <div className={css.head}>
        {onBack ? (
          <IconButton onClick={onBack} aria-label={t('Back to conversations')} size="small">
            <span aria-hidden="true">{i18n.dir() === 'rtl' ? '→' : '←'}</span>
          </IconButton>
        ) : null}
        {receiver?.image_full_url ? <Image src={receiver.image_full_url} alt="" width={36} height={36} className={css.avatar} unoptimized /> : null}
        <Typography component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          {name || '…'}
        </Typography>
      </div>
      <div ref={box} className={css.messages} onScroll={onScroll} role="log" aria-live="polite" aria-label={t('Messages')}>
        {query.isFetchingNextPage ? <Typography sx={{ textAlign: 'center', opacity: 0.7 }}>{t('Loading older messages…')}</Typography> : null}
        {query.isError ? <Typography role="alert">{errorMessages(query.error)[0] ?? t('The conversation could not be loaded.')}</Typography> : null}
        {query.isSuccess && messages.length === 0 && pending.length === 0 ? <Typography sx={{ opacity: 0.7 }}>{t('Say hello: your messages appear here.')}</Typography> : null}
        {messages.map((m) => (
          <div key={m.id} className={m.sender_type === 'customer' ? css.mine : css.bubble}>
            <span className={css.visuallyHidden}>{who(m)}: </span>
            {m.message ? <span>{m.message}</span> : null}
            {m.file_full_url.length ? (
              <span className={css.images}>
                {m.file_full_url.map((url, i) => (url ? <Image key={url} src={url} alt={t('Image {{n}}', { n: i + 1 })} width={120} height={120} unoptimized /> : null))}
              </span>
            ) : null}
            <span className={css.time}>{when(m.created_at, lang)}</span>
          </div>
        ))}
        {pending.map((p) => (
          <div key={p.key} className={css.mine}>
            {p.text ? <span>{p.text}</span> : null}
            {p.previews.length ? (
              <span className={css.images}>
                {p.previews.map((url, i) => (
                  <Image key={url} src={url} alt={t('Image {{n}}', { n: i + 1 })} width={120} height={120} unoptimized />
                ))}
              </span>
            ) : null}
            <span className={css.time}>
              {p.failed ? (
                <>
                  {t('Not sent.')}{' '}
                  <Button size="small" color="inherit" onClick={() => void deliver(p)}>
                    {t('Retry')}
                  </Button>
                </>
              ) : (
                t('Sending…')
              )}
            </span>
          </div>
        ))}
      </div>
      <form className={css.composer} onSubmit={submit} aria-label={t('Write a message')}>
        {problem ? (
          <Typography role="alert" color="error" sx={{ fontSize: '0.9rem' }}>
            {problem}
          </Typography>
        ) : null}
        {files.length ? (
          <div className={css.images}>
            {files.map((f, i) => (
              <Button key={`${f.name}-${i}`} size="small" variant="outlined" onClick={() => setFiles(files.filter((_, j) => j !== i))} aria-label={t('Remove {{name}}', { name: f.name })}>
                {f.name} ✕
              </Button>
            ))}
          </div>
        ) : null}
        <div className={css.composeRow}>
          <input ref={fileInput} type="file" accept={TYPES.join(',')} multiple hidden onChange={(e) => pick(e.target.files)} aria-label={t('Image files')} />
          <IconButton onClick={() => fileInput.current?.click()} aria-label={t('Add images')} disabled={files.length >= MAX_IMAGES}>
            <span aria-hidden="true">📷</span>
          </IconButton>
          <TextField value={text} onChange={(e) => setText(e.target.value)} size="small" fullWidth placeholder={t('Type a message')} slotProps={{ htmlInput: { 'aria-label': t('Type a message'), maxLength: 1000 } }} />
          <Button type="submit" variant="contained">
            {t('Send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
