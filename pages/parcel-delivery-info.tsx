import { ParcelDeliveryInfoPage } from '@/features/content/ParcelDeliveryInfoPage';
import { parcelInfoServerProps } from '@/features/content/server';

export const getServerSideProps = parcelInfoServerProps;

export default ParcelDeliveryInfoPage;
