import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { noteClientNavigation } from '@/lib/client-navigation';

/**
 * A slim bar at the top while a route change is under way (shown after 150 ms, so quick ones do
 * not flash). It follows every page change, so it also notes that one happened (Section reads it).
 */
export function RouteProgress() {
  const router = useRouter();
  const [active, setActive] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      noteClientNavigation();
      clearTimeout(timer);
      timer = setTimeout(() => setActive(true), 150);
    };
    const done = () => {
      clearTimeout(timer);
      setActive(false);
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      clearTimeout(timer);
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);

  return <div className={active ? 'route-progress route-progress--active' : 'route-progress'} role="presentation" />;
}
