import MyLocation from '@mui/icons-material/MyLocation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useTranslation } from '@/lib/i18n';
import { useId, useState } from 'react';
import { toast } from '@/components/toast';
import * as yup from 'yup';
import { addAddress, updateAddress, type AddressInput, type SavedAddress } from '@/api/addresses';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import { formBinding } from '@/components/form-binding';
import { PhoneField } from '@/components/PhoneField';
import { ProblemAlert } from '@/components/ProblemAlert';
import { geocodeQuery, roundPoint, type MapPoint } from '@/api/maps';
import { zoneIdQuery, zoneIdsFrom } from '@/api/zones';
import { useSession } from '@/lib/session-context';
import { saveGuestAddress } from './guest-addresses';
import { LazyMapView } from './map/LazyMapView';
import { useLocateMe } from './useLocateMe';

/** The spec's three required messages (01-foundations.md section 5). */
const schema = yup.object({
  address: yup.string().trim().required('Address is required'),
  contact_person_name: yup.string().trim().required('Name is required'),
  contact_person_number: yup.string().trim().required('Phone Number is required'),
});

type Values = Omit<AddressInput, 'latitude' | 'longitude'>;

export interface AddressFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address being edited; a new one otherwise. */
  address?: SavedAddress | null;
  /** Where the map starts for a new address. */
  start?: MapPoint | null;
  onSaved?: () => void;
}

function point(address: SavedAddress | null | undefined, start: MapPoint | null | undefined): MapPoint {
  if (address) return { lat: Number(address.latitude), lng: Number(address.longitude) };
  return start ?? { lat: 25.2048, lng: 55.2708 };
}

/** The address form's width (spec 02 section 9: dialog widths 300, 400 and 458 px, by screen size), within a narrower screen's margins. */
export const ADDRESS_DIALOG_WIDTHS = { xs: 300, sm: 400, md: 458 } as const;

/**
 * The address form: map with current location, Label As (home, office, other with a name),
 * contact name and number (and e-mail for guests), house, floor, road, additional information.
 * Signed in, the address is saved on the server; a guest's stays in this browser.
 */
export default function AddressFormDialog({ open, onClose, address, start, onSaved }: AddressFormDialogProps) {
  const { t } = useTranslation('location');
  const id = useId();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const { locate, locating } = useLocateMe();
  const [at, setAt] = useState<MapPoint>(() => point(address, start));
  const [viewport, setViewport] = useState(() => ({ center: point(address, start), zoom: 17 }));
  const [problem, setProblem] = useState<string[]>([]);
  const scope = { lang: session.language };

  const form = useFormik<Values>({
    initialValues: {
      address: address?.address ?? session.location?.address ?? '',
      address_type: address?.address_type === 'office' || address?.address_type === 'other' ? address.address_type : 'home',
      address_label: address?.address_label ?? '',
      contact_person_name: address?.contact_person_name ?? '',
      contact_person_number: address?.contact_person_number ?? '',
      contact_person_email: address?.contact_person_email ?? '',
      house: address?.house ?? '',
      floor: address?.floor ?? '',
      road: address?.road ?? '',
      additional_information: address?.additional_information ?? '',
    },
    validationSchema: schema,
    onSubmit: async (values) => {
      setProblem([]);
      const input: AddressInput = { ...values, latitude: at.lat, longitude: at.lng };
      try {
        if (session.signedIn) {
          const { message } = address ? await updateAddress(httpFor(queryClient), scope, address.id, input) : await addAddress(httpFor(queryClient), scope, input);
          await queryClient.invalidateQueries({ queryKey: ['customer', 'addresses'] });
          toast.success(message, { id: 'address-saved' });
        } else {
          const zone = await queryClient.fetchQuery({ ...zoneIdQuery(scope, roundPoint(at)), retry: false });
          saveGuestAddress(input, zoneIdsFrom(zone), address?.id);
          toast.success(t('Address saved on this device.'), { id: 'address-saved' });
        }
        onSaved?.();
        onClose();
      } catch (error) {
        setProblem(errorMessages(error));
      }
    },
  });

  const moved = async (center: MapPoint) => {
    const rounded = roundPoint(center);
    const before = roundPoint(at);
    // the map reports where it starts too; only a move by the shopper names a new address
    if (rounded.lat === before.lat && rounded.lng === before.lng) return;
    setAt(rounded);
    const text = await queryClient.fetchQuery(geocodeQuery(scope, rounded)).catch(() => null);
    if (text) await form.setFieldValue('address', text);
  };

  const here = async () => {
    const outcome = await locate();
    if (outcome.kind === 'found') {
      setAt(outcome.location);
      setViewport({ center: outcome.location, zoom: 17 });
      await form.setFieldValue('address', outcome.location.address);
    } else toast.error(t('Your current location could not be found. Please pick it on the map.'));
  };

  const reset = () => {
    for (const name of ['contact_person_name', 'contact_person_number', 'additional_information', 'house', 'floor'] as const) void form.setFieldValue(name, '');
  };

  const bind = formBinding(form, (key) => t(key));
  const text = (name: Parameters<typeof bind.text>[0], label: string, extra: { type?: string; autoComplete?: string; multiline?: boolean } = {}) => (
    <TextField {...bind.text(name)} label={label} fullWidth size="small" {...extra} />
  );

  return (
    <Dialog open={open} onClose={form.isSubmitting ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth={false} slotProps={{ paper: { sx: { width: ADDRESS_DIALOG_WIDTHS, maxWidth: 'calc(100% - 16px)', m: 1 } } }}>
      <DialogTitle id={`${id}-title`}>{address ? t('Edit Address') : t('Add New Address')}</DialogTitle>
      <DialogContent>
        <Stack component="form" noValidate spacing={1.5} onSubmit={form.handleSubmit} sx={{ pt: 1 }}>
          <Box sx={{ position: 'relative' }}>
            <LazyMapView viewport={viewport} label={t('Address location')} height={200} pickMode onMove={(center) => void moved(center)} />
            <Button size="small" variant="contained" onClick={() => void here()} disabled={locating} startIcon={<MyLocation />} sx={{ position: 'absolute', insetInlineEnd: 8, bottom: 8 }}>
              {t('Use Current Location')}
            </Button>
          </Box>
          <ProblemAlert problem={problem} />
          {text('address', t('Address'), { multiline: true })}
          <Typography variant="body2" id={`${id}-label`}>
            {t('Label As')}
          </Typography>
          <ToggleButtonGroup exclusive size="small" aria-labelledby={`${id}-label`} value={form.values.address_type} onChange={(_, v: Values['address_type'] | null) => v && void form.setFieldValue('address_type', v)}>
            <ToggleButton value="home">{t('Home')}</ToggleButton>
            <ToggleButton value="office">{t('Office')}</ToggleButton>
            <ToggleButton value="other">{t('Other')}</ToggleButton>
          </ToggleButtonGroup>
          {form.values.address_type === 'other' ? text('address_label', t('Name of the place')) : null}
          {text('contact_person_name', t('Contact Person Name'), { autoComplete: 'name' })}
          <PhoneField {...bind.phone('contact_person_number')} label={t('Contact Person Number')} countryLabel={t('Country')} autoComplete="tel" fullWidth size="small" />
          {session.signedIn ? null : text('contact_person_email', t('Email'), { type: 'email', autoComplete: 'email' })}
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
            {text('house', t('House'))}
            {text('floor', t('Floor'))}
          </Box>
          {text('road', t('Road'))}
          {text('additional_information', t('Additional Information'), { multiline: true })}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={reset}>{t('Reset')}</Button>
            <Button onClick={onClose}>{t('Cancel')}</Button>
            <Button type="submit" variant="contained" disabled={form.isSubmitting}>
              {t('Save')}
            </Button>
          </Box>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
