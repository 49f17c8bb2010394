import type { GetStaticProps } from 'next';
import { pageTranslations } from '@/server/translations';
import { bare, StatusPage } from '@/shell';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(locale ?? 'en', ['common', 'layout', 'location']),
});

export default function ServerErrorPage() {
  return <StatusPage status={500} />;
}

ServerErrorPage.getLayout = bare;
