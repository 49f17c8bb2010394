import { loadRiderRegistration, type PartnerPageProps } from '@/features/partners/load';
import { RiderRegistrationPage } from '@/features/partners/RiderRegistrationPage';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage<PartnerPageProps>(loadRiderRegistration, { namespaces: ['partners'], cache: 'private' });

export default RiderRegistrationPage;
