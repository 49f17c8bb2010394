import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import AddressFormDialog from './AddressFormDialog';

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));
jest.mock('./map/LazyMapView', () => ({ LazyMapView: () => null }));
jest.mock('@/components/PhoneField', () => ({ PhoneField: () => null }));

describe('the address form (spec 02 section 9: dialog widths 300, 400 and 458 px)', () => {
  it('is 300 px wide on a phone, 400 from 600 px and 458 from 900 px', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AddressFormDialog open start={null} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const paper = screen.getByRole('dialog', { name: 'Add New Address' });
    const css = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    const paperClass = [...paper.classList].find((name) => name.includes('MuiDialog-paper') && name.startsWith('css-'));
    const widthFrom = (min: number) => new RegExp(`@media \\(min-width:${min}px\\) \\{\\.${paperClass} \\{width: (\\d+)px;\\}\\}`).exec(css)?.[1];
    expect([widthFrom(0), widthFrom(600), widthFrom(900)]).toEqual(['300', '400', '458']);
  });
});
