import { HomePage } from '@/features/home/HomePage';
import { loadHomePage } from '@/features/home/load';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage(loadHomePage, { namespaces: ['catalogue'], cache: 'public' });

export default HomePage;
