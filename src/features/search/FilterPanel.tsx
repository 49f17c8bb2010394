import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '@/lib/i18n';
import { useId, useState } from 'react';
import type { ModuleType } from '@/api/types';
import { FILTER_LABELS } from './labels';
import {
  defaultFilters, FOOD_FILTERS, ITEM_FILTERS, PRICE_MAX, PRICE_MIN, setPrice, setRating, toggleFilter, type FilterValue, type SearchState,
} from './search-state';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
  state: SearchState;
  moduleType: ModuleType;
  onChange: (next: SearchState) => void;
}

function Filters({ state, moduleType, onChange, onClose, titleId }: Omit<Props, 'anchor'> & { titleId: string }) {
  const { t } = useTranslation('results');
  const [price, setDraft] = useState<[number, number]>(state.price);
  const options: FilterValue[] = [...ITEM_FILTERS, ...(moduleType === 'food' ? FOOD_FILTERS : [])];
  const commitPrice = (range: [number, number]) => onChange(setPrice(state, range));
  const numberOf = (value: string, fallback: number) => (value.trim() === '' || !Number.isFinite(Number(value)) ? fallback : Number(value));
  return (
    <Box sx={{ p: 2, width: { xs: 300, sm: 340 }, maxWidth: '100vw' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('Filters')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('Close filters')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <FormGroup aria-label={t('Filters')}>
        {options.map((value) => (
          <FormControlLabel
            key={value}
            control={<Checkbox checked={state.filters.includes(value)} onChange={() => onChange(toggleFilter(state, value))} />}
            label={t(FILTER_LABELS[value])}
          />
        ))}
      </FormGroup>
      <Divider sx={{ my: 1 }} />
      <FormLabel id={`${titleId}-rating`}>{t('Rating')}</FormLabel>
      <RadioGroup aria-labelledby={`${titleId}-rating`} value={String(state.rating)} onChange={(event) => onChange(setRating(state, Number(event.target.value)))}>
        <FormControlLabel value="0" control={<Radio size="small" />} label={t('Any rating')} />
        {[5, 4, 3, 2, 1].map((n) => (
          <FormControlLabel key={n} value={String(n)} control={<Radio size="small" />} label={t('{{count}} stars and above', { count: n })} />
        ))}
      </RadioGroup>
      <Divider sx={{ my: 1 }} />
      <FormLabel>{t('Price range')}</FormLabel>
      <Box sx={{ px: 1 }}>
        <Slider
          value={price}
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={1}
          disableSwap
          getAriaLabel={(index) => (index === 0 ? t('Lowest price') : t('Highest price'))}
          valueLabelDisplay="auto"
          onChange={(_event, value, thumb) => {
            if (!Array.isArray(value)) return;
            const [a = PRICE_MIN, b = PRICE_MAX] = value;
            // the thumbs stay at least 1 apart
            setDraft(thumb === 0 ? [Math.min(a, b - 1), b] : [a, Math.max(b, a + 1)]);
          }}
          onChangeCommitted={(_event, value) => {
            if (Array.isArray(value)) commitPrice([value[0] ?? PRICE_MIN, value[1] ?? PRICE_MAX]);
          }}
        />
      </Box>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center' }}
        onSubmit={(event) => {
          event.preventDefault();
          commitPrice(price);
        }}
      >
        <TextField
          size="small"
          type="number"
          label={t('Minimum price')}
          value={price[0]}
          slotProps={{ htmlInput: { min: PRICE_MIN, max: PRICE_MAX - 1 } }}
          onChange={(event) => setDraft([numberOf(event.target.value, PRICE_MIN), price[1]])}
        />
        <TextField
          size="small"
          type="number"
          label={t('Maximum price')}
          value={price[1]}
          slotProps={{ htmlInput: { min: PRICE_MIN + 1, max: PRICE_MAX } }}
          onChange={(event) => setDraft([price[0], numberOf(event.target.value, PRICE_MAX)])}
        />
        <Button type="submit" variant="outlined" size="small">
          {t('Apply price')}
        </Button>
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Button
        onClick={() => onChange({ ...state, filters: defaultFilters(state.dataType), rating: 0, price: [PRICE_MIN, PRICE_MAX], sort: null, page: 1 })}
      >
        {t('Clear all')}
      </Button>
    </Box>
  );
}

/** The filters: a popover under the Filter button on wide screens, a right-side drawer on phones. */
export default function FilterPanel({ anchor, onClose, state, moduleType, onChange }: Props) {
  const compact = useMediaQuery('(max-width: 1180px)', { noSsr: true });
  const titleId = useId();
  const open = Boolean(anchor);
  // keyed by the applied range, so the fields start again from it when it changes
  const content = <Filters key={state.price.join('-')} state={state} moduleType={moduleType} onChange={onChange} onClose={onClose} titleId={titleId} />;
  if (compact) {
    return (
      <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}>
        {content}
      </Drawer>
    );
  }
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
    >
      {content}
    </Popover>
  );
}
