import { loadStoreRegistration, type PartnerPageProps } from '@/features/partners/load';
import { StoreRegistrationPage } from '@/features/partners/StoreRegistrationPage';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage<PartnerPageProps>(loadStoreRegistration, { namespaces: ['partners'], cache: 'private' });

export default StoreRegistrationPage;
