import { pushWorkerRoute } from '@/server/push-worker';

/** Written to the response by getServerSideProps (the service worker of push notifications); nothing renders. */
export const getServerSideProps = pushWorkerRoute;

export default function PushWorker() {
  return null;
}
