import { LandingPage } from '@/features/landing/LandingPage';
import { loadLandingPage } from '@/features/landing/load';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage(loadLandingPage, { namespaces: ['catalogue'], cache: 'public' });

export default LandingPage;
