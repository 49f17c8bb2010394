import { HelpAndSupportPage } from '@/features/content/HelpAndSupportPage';
import { helpServerProps } from '@/features/content/server';

export const getServerSideProps = helpServerProps;

export default HelpAndSupportPage;
