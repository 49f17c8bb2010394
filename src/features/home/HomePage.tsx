import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n';
import { useEffect } from 'react';
import type { ApiScope } from '@/api/http';
import type { Module } from '@/api/types';
import { FirstScreen } from '@/components/first-screen';
import { CataloguePage, EmptyState } from '@/components/Section';
import { Seo, type SeoMeta } from '@/components/Seo';
import { readCookie, saveModule } from '@/lib/cookies-client';
import { COOKIE } from '@/lib/session';
import { useSession } from '@/lib/session-context';
import { headlineOf } from './headlines';
import { FIRST_SCREEN_SECTIONS } from './HomeSections';
import { LaterBlock } from './LaterBlock';
import { firstScreenSections, sectionsShown, stickyBottomOf, type SectionId } from './sections';
import css from './home.module.css';

/** The cashback offers of a signed-in shopper: fetched and drawn after hydration, never in the first load. */
const CashbackWidget = dynamic(() => import('./CashbackWidget'), { ssr: false });

export interface HomePageProps {
  seo: SeoMeta;
  scope: ApiScope;
  module: Pick<Module, 'id' | 'module_name' | 'module_type'> | null;
  sections: SectionId[];
  renderedAt: number;
}

/** `/home`: the chosen module's landing page, its first screen rendered on the server. */
export function HomePage({ seo, scope, module, sections, renderedAt }: HomePageProps) {
  const { t } = useTranslation('catalogue');
  const { session, update } = useSession();

  // the module shown becomes the chosen one, so later pages agree with it (the server already
  // rendered the frame with it, so on a first visit this only writes the cookie: no re-render)
  useEffect(() => {
    if (!module) return;
    if (readCookie(COOKIE.module) !== String(module.id)) saveModule(module.id, module);
    if (session.moduleId !== module.id) update({ moduleId: module.id });
  }, [module, session.moduleId, update]);

  if (!module) {
    return (
      <>
        <Seo meta={seo} />
        <CataloguePage>
          <div className={css.noModule}>
            <EmptyState title={t('No module found')}>{t('Contact with the site owner to activate modules.')}</EmptyState>
          </div>
        </CataloguePage>
      </>
    );
  }
  const headline = headlineOf(module.module_type);
  const stickyBottom = stickyBottomOf(module.module_type);
  const props = { scope, moduleType: module.module_type, signedIn: session.signedIn, renderedAt };
  // the first screen's blocks come with the page (their images load with it); the others arrive as the shopper nears them
  const firstScreen = firstScreenSections(sections, module.module_type, session.signedIn);
  return (
    <>
      <Seo meta={seo} />
      <CataloguePage>
        <header className={css.hero}>
          <h1>{headline ? t(headline.title) : module.module_name}</h1>
          {headline?.sub ? <p>{t(headline.sub)}</p> : null}
        </header>
        {sectionsShown(sections, session.signedIn).map((id) => {
          const First = firstScreen.has(id) ? FIRST_SCREEN_SECTIONS[id] : undefined;
          const first = Boolean(First);
          const block = First ? <First {...props} /> : <LaterBlock id={id} props={props} />;
          return (
            <FirstScreen.Provider key={id} value={first}>
              {id === stickyBottom ? <div className={css.stickyBottom}>{block}</div> : block}
            </FirstScreen.Provider>
          );
        })}
        {session.signedIn ? <CashbackWidget /> : null}
      </CataloguePage>
    </>
  );
}
