import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { bare, StatusPage } from '@/shell';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? 'en', ['common', 'layout', 'location']),
});

export default function ServerErrorPage() {
  return <StatusPage status={500} />;
}

ServerErrorPage.getLayout = bare;
