import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import ui from '@/components/controls.module.css';
import { GlobeIcon } from '@/components/icons';
import { parseLanguage, type Language } from '@/lib/session';
import { lazyMui } from '@/theme/lazy-mui';
import { localizedPath } from './language-change';
import css from './LanguageMenu.module.css';

// the question and the switch it makes arrive with the first change asked for, not with the page
const LanguageConfirm = lazyMui(() => import('./LanguageConfirm'));

/** The menu's languages (spec 02: English and Arabic), each named in its own script, as shoppers look for it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };
const LANGUAGES = Object.keys(LANGUAGE_NAMES) as Language[];

/**
 * The language menu: English and Arabic, each a real link to this page in that language
 * (crawlable). Choosing the other one asks 'Are you sure to change the language?', then
 * stores the language and its country and reloads the page in it (spec 02, header).
 */
export function LanguageMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const router = useRouter();
  const { t } = useTranslation('layout');
  const current = parseLanguage(router.locale);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<{ language: Language; href: string } | null>(null);

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const items = () => Array.from(wrap.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  const openMenu = (focus: number | null) => {
    setOpen(true);
    if (focus !== null) requestAnimationFrame(() => focusItem(focus));
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openMenu(event.key === 'ArrowDown' ? 0 : -1);
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(at + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Tab') setOpen(false);
  };

  const choose = (event: MouseEvent<HTMLAnchorElement>, language: Language) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
    if (language !== current) setAsking({ language, href: localizedPath(router.asPath, language) });
  };

  const label = `${t('Language')}: ${LANGUAGE_NAMES[current]}`;
  return (
    <div ref={wrap} className={`${css.wrap} ${fullWidth ? css.full : ''}`}>
      <button
        ref={button}
        type="button"
        className={`${ui.button} ${ui.small}`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (open ? setOpen(false) : openMenu(null))}
        onKeyDown={onButtonKey}
      >
        <GlobeIcon />
        {LANGUAGE_NAMES[current]}
      </button>
      <ul id={id} role="menu" aria-label={t('Language')} className={css.menu} hidden={!open} onKeyDown={onMenuKey}>
        {LANGUAGES.map((language) => (
          <li key={language} role="none">
            <Link
              role="menuitem"
              href={router.asPath}
              locale={language}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              className={css.item}
              prefetch={false}
              onClick={(event) => choose(event, language)}
            >
              {LANGUAGE_NAMES[language]}
            </Link>
          </li>
        ))}
      </ul>
      {asking ? <LanguageConfirm language={asking.language} href={asking.href} onClose={() => setAsking(null)} /> : null}
    </div>
  );
}
