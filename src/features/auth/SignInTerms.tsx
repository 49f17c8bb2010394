import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useAuthT } from './auth-strings';

/** "By signing in you agree to our Terms and Conditions", under both sign-in forms. */
export function SignInTerms() {
  const { t } = useAuthT();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('By signing in you agree to our')}{' '}
      <Link href="/terms-and-conditions" target="_blank" rel="noopener">
        {t('Terms and Conditions')}
      </Link>
    </Typography>
  );
}
