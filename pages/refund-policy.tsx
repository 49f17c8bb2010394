import { PolicyPage } from '@/features/content/PolicyPage';
import { policyServerProps } from '@/features/content/server';

export const getServerSideProps = policyServerProps('refund-policy');

export default PolicyPage;
