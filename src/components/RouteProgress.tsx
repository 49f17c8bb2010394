import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';

/** A slim bar at the top while a route change is under way (shown after 150 ms, so quick ones do not flash). */
export function RouteProgress() {
  const router = useRouter();
  const [active, setActive] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
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
