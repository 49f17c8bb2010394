import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { ContentArticle } from './ContentArticle';
import { ContentShell } from './ContentShell';
import type { PolicyPageProps } from './server';

/** Terms, privacy, refund, cancellation, shipping and about us: rendered on the server from the API. */
export function PolicyPage({ title, html, updated, seo }: PolicyPageProps) {
  const { t } = useTranslation('layout');
  return (
    <ContentShell seo={seo} title={title} subtitle={updated ? t('Last updated {{date}}', { date: updated }) : undefined}>
      {html ? (
        <article>
          <ContentArticle html={html} />
        </article>
      ) : (
        <Typography color="text.secondary">{t('This page has no content yet.')}</Typography>
      )}
    </ContentShell>
  );
}
