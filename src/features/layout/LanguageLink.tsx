import Button from '@mui/material/Button';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { saveLanguage } from '@/features/session/cookies-client';

/** Switches language by navigating to the same page under the other locale (no reload). */
export function LanguageLink() {
  const router = useRouter();
  const target = router.locale === 'ar' ? 'en' : 'ar';
  return (
    <Button
      component={Link}
      href={router.asPath}
      locale={target}
      hrefLang={target}
      lang={target}
      color="inherit"
      size="small"
      onClick={() => saveLanguage(target)}
    >
      {target === 'ar' ? 'العربية' : 'English'}
    </Button>
  );
}
