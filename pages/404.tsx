import type { GetStaticProps } from 'next';
import { pageTranslations } from '@/server/translations';
import { bare, StatusPage } from '@/shell';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(locale ?? 'en', ['common', 'layout', 'location']),
});

export default function NotFoundPage() {
  return <StatusPage status={404} />;
}

NotFoundPage.getLayout = bare;
