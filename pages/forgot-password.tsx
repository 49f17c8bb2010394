import { ForgotPasswordPage, type ForgotPasswordPageProps } from '@/features/auth/ForgotPasswordPage';
import { buildSeo } from '@/server/seo';
import { serverPage } from '@/server/page';
import { serverTranslator } from '@/server/translate';

export const getServerSideProps = serverPage<ForgotPasswordPageProps>(
  async (ctx) => {
    const t = await serverTranslator(ctx.locale, 'auth');
    return { props: { seo: await buildSeo(ctx, { title: t('Forgot password?'), path: '/forgot-password', noindex: true }) } };
  },
  { namespaces: ['auth'], cache: 'public' },
);

export default ForgotPasswordPage;
