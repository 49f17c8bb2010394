import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import Head from 'next/head';
import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { getBrowserHttp } from '@/api/http';
import { interestCategoriesQuery, updateInterest } from '@/api/interest';
import { useApiScope, useSession } from '@/lib/session-context';
import { saveGuestInterests } from './guest-interests';
import { toggleInterest } from './interest-selection';
import { MuiScope } from '@/theme/MuiScope';
import { choiceTileSx } from './choice-tile';

/** /interest: the categories of the chosen module the shopper cares about, then home. */
export function InterestPage() {
  const { t } = useTranslation('location');
  const { session } = useSession();
  const scope = useApiScope();
  const router = useRouter();
  const { data: categories = [] } = useQuery(interestCategoriesQuery(scope));
  const [selected, setSelected] = useState<number[]>([]);

  const save = useMutation({
    mutationFn: async (ids: number[]) => {
      if (session.signedIn) await updateInterest(getBrowserHttp(), scope, ids);
      else if (scope.moduleId) saveGuestInterests(scope.moduleId, ids);
    },
    onSuccess: () => {
      toast.success(t('Your interests have been saved.'));
      void router.push('/home');
    },
  });

  return (
    <>
      <MuiScope>
      <Head>
        <title>{t('Choose your interests')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <Typography variant="h1" gutterBottom>
          {t('Choose your interests')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('Pick the categories you like and we will show you more of them.')}
        </Typography>
        {categories.length === 0 ? (
          <Typography sx={{ mb: 3 }}>{t('There are no categories to choose from yet.')}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('Categories')}
            sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}
          >
            {categories.map((category) => {
              const chosen = selected.includes(category.id);
              return (
                <li key={category.id}>
                  <ButtonBase
                    aria-pressed={chosen}
                    onClick={() => setSelected((prev) => toggleInterest(prev, category.id))}
                    sx={choiceTileSx(chosen, 120, { position: 'relative' })}
                  >
                    {chosen ? (
                      <CheckCircle color="primary" aria-hidden sx={{ position: 'absolute', top: 6, right: 6, fontSize: 20 }} />
                    ) : null}
                    {category.image_full_url ? (
                      <Image src={category.image_full_url} alt="" width={56} height={56} style={{ objectFit: 'contain' }} />
                    ) : null}
                    <Typography component="span" sx={{ fontWeight: 600, textAlign: 'center' }}>
                      {category.name}
                    </Typography>
                  </ButtonBase>
                </li>
              );
            })}
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
          {categories.length > 0 && selected.length === 0 ? (
            <Typography color="text.secondary" variant="body2" id="interest-hint" sx={{ mr: 'auto' }}>
              {t('Choose at least one category to save.')}
            </Typography>
          ) : null}
          <Button component={Link} href="/home">
            {t('Skip')}
          </Button>
          <Button
            variant="contained"
            disabled={selected.length === 0 || save.isPending}
            aria-describedby={selected.length === 0 ? 'interest-hint' : undefined}
            onClick={() => save.mutate(selected)}
          >
            {t('Save')}
          </Button>
        </Box>
      </Container>
      </MuiScope>
    </>
  );
}
