import { PolicyPage } from '@/features/content/PolicyPage';
import { policyServerProps } from '@/features/content/server';

export const getServerSideProps = policyServerProps('shipping-policy');

export default PolicyPage;
