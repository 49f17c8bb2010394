import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useWhyChoose } from '@/api/banners';
import { useParcelCategories } from '@/api/parcel';
import { ContentShell } from './ContentShell';
import type { ParcelInfoProps } from './server';

const STEPS = [
  { title: 'Tell us what you are sending', text: 'Pick the kind of parcel so the right vehicle comes for it.' },
  { title: 'Add pickup and drop-off', text: 'Enter both addresses and who receives the parcel.' },
  { title: 'Track it to the door', text: 'Follow the courier on the map until the parcel is delivered.' },
] as const;

function Thumbnail({ src }: { src: string | null | undefined }) {
  if (!src) return null;
  return <Image src={src} alt="" width={64} height={64} unoptimized={!src.startsWith('/')} style={{ objectFit: 'contain' }} />;
}

/** A parcel category or a reason to choose us: its picture, its title and, when it has one, its text. */
function Entry({ image, title, text }: { image: string | null | undefined; title: string; text: string | null | undefined }) {
  return (
    <>
      <Thumbnail src={image} />
      <div>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {text ? (
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        ) : null}
      </div>
    </>
  );
}

/** A part of the page under its heading. */
function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 5 }}>
      <Typography id={id} variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** /parcel-delivery-info: what the parcel service carries, why use it and how it works. */
export function ParcelDeliveryInfoPage({ seo, scope, parcelModuleId }: ParcelInfoProps) {
  const { t } = useTranslation('layout');
  const { data: categories = [] } = useParcelCategories(scope);
  const { data: reasons = [] } = useWhyChoose(scope);
  return (
    <ContentShell seo={seo} title={t('Parcel delivery')} subtitle={t('Send documents, gifts and packages across the city, picked up from your door.')}>
      <Button component={Link} href={`/home?module_id=${parcelModuleId}`} variant="contained" size="large" startIcon={<LocalShippingOutlined />}>
        {t('Send a parcel')}
      </Button>

      {categories.length ? (
        <InfoSection id="parcel-kinds" title={t('What you can send')}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
            {categories.map((category) => (
              <Card component="li" key={category.id} variant="outlined">
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Entry image={category.image_full_url} title={category.name} text={category.description} />
                </CardContent>
              </Card>
            ))}
          </Box>
        </InfoSection>
      ) : null}

      <InfoSection id="parcel-steps" title={t('How it works')}>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
          {STEPS.map((step, index) => (
            <Box component="li" key={step.title} sx={{ display: 'flex', gap: 1.5 }}>
              <Box
                aria-hidden
                sx={{ flex: '0 0 32px', height: 32, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 700 }}
              >
                {index + 1}
              </Box>
              <div>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {t(step.title)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(step.text)}
                </Typography>
              </div>
            </Box>
          ))}
        </Box>
      </InfoSection>

      {reasons.length ? (
        <InfoSection id="parcel-why" title={t('Why choose us')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
            {reasons.map((reason) => (
              <Box key={reason.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Entry image={reason.image_full_url} title={reason.title} text={reason.short_description} />
              </Box>
            ))}
          </Box>
        </InfoSection>
      ) : null}
    </ContentShell>
  );
}
