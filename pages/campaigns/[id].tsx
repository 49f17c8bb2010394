import { CampaignPage } from '@/features/campaigns/CampaignPage';
import { loadCampaignPage } from '@/features/campaigns/load';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage(loadCampaignPage, { namespaces: ['catalogue'], cache: 'public' });

export default CampaignPage;
