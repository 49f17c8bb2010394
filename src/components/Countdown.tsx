import { useTranslation } from '@/lib/i18n';
import { useEffect, useState } from 'react';
import { timeLeft, twoDigits } from '@/lib/countdown';
import css from './Countdown.module.css';

/**
 * Days, hours, minutes and seconds to `endMs`, then `overText`. The first render uses the
 * server's clock (`renderedAt`) so the browser hydrates the same markup, then it ticks.
 */
export function Countdown({ endMs, renderedAt, overText, label }: { endMs: number; renderedAt: number; overText: string; label: string }) {
  const { t } = useTranslation('catalogue');
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // catch up with the real clock right after hydration (the page may have been cached), then every second
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);
  const left = timeLeft(endMs, now);
  if (left.over) return <p className={css.over}>{overText}</p>;
  const parts = [
    { value: left.days, unit: t('Days') },
    { value: left.hours, unit: t('Hours') },
    { value: left.minutes, unit: t('Minutes') },
    { value: left.seconds, unit: t('Seconds') },
  ];
  return (
    <div className={css.countdown} role="timer" aria-label={label}>
      {parts.map((part) => (
        <span key={part.unit} className={css.part}>
          <strong>{twoDigits(part.value)}</strong>
          <small>{part.unit}</small>
        </span>
      ))}
    </div>
  );
}
