import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { bare, StatusPage } from '@/shell';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? 'en', ['common', 'layout', 'location']),
});

export default function NotFoundPage() {
  return <StatusPage status={404} />;
}

NotFoundPage.getLayout = bare;
