import { ForgotPasswordPage, type ForgotPasswordPageProps } from '@/features/auth/ForgotPasswordPage';
import { buildSeo } from '@/server/seo';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage<ForgotPasswordPageProps>(
  async (ctx) => ({ props: { seo: await buildSeo(ctx, { title: 'Forgot password?', path: '/forgot-password', noindex: true }) } }),
  { namespaces: ['auth'], cache: 'public' },
);

export default ForgotPasswordPage;
