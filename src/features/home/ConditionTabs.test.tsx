import { render, screen } from '@testing-library/react';
import type { Item } from '@/api/catalogue-types';
import { ConditionTabs } from './ConditionTabs';
import { TabbedItems } from './TabbedItems';

jest.mock('@/components/catalogue-text', () => ({ useCatalogueT: () => (key: string) => key }));
jest.mock('@/components/ItemCard', () => ({
  ItemCarousel: ({ label, items, rows = 1 }: { label: string; items: Item[]; rows?: number }) => (
    <ul aria-label={label} data-rows={rows}>
      {items.map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
    </ul>
  ),
}));
const answers = new Map<number, { items: Item[]; total: number }>();
jest.mock('@/api/common-conditions', () => ({ useConditionItems: (_scope: unknown, id: number) => ({ data: answers.get(id), isPending: false }) }));

const items = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Medicine ${i + 1}`, price: 5 }) as Item);
const scope = { lang: 'en' as const, zoneIds: [1], moduleId: 3 };

describe("pharmacy's common conditions", () => {
  it('scroll their products in two rows when the condition has more than 7 (spec 02 section 9), else one', () => {
    answers.set(1, { items: items(8), total: 12 });
    answers.set(2, { items: items(7), total: 7 });
    const { unmount } = render(<ConditionTabs conditions={[{ id: 1, name: 'Cold' }]} scope={scope} />);
    expect(screen.getByRole('list', { name: 'Cold' })).toHaveAttribute('data-rows', '2');
    unmount();
    render(<ConditionTabs conditions={[{ id: 2, name: 'Fever' }]} scope={scope} />);
    expect(screen.getByRole('list', { name: 'Fever' })).toHaveAttribute('data-rows', '1');
  });

  it("say 'Items Not Found!' for a condition without products, as the home's filtered lists do", () => {
    answers.set(3, { items: [], total: 0 });
    const { unmount } = render(<ConditionTabs conditions={[{ id: 3, name: 'Allergy' }]} scope={scope} />);
    expect(screen.getByRole('status')).toHaveTextContent('Items Not Found!');
    unmount();
    render(<TabbedItems items={items(2)} menu={[{ label: 'Beauty', words: ['beauty'] }]} label="Best reviewed" />);
    expect(screen.getByRole('status')).toHaveTextContent('Items Not Found!');
  });
});
