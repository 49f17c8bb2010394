import { serverPage } from '@/server/page';
import { LandingPage } from '@/features/landing/LandingPage';

export const getServerSideProps = serverPage(async () => ({ props: {} }), { cache: 'public' });

export default LandingPage;
