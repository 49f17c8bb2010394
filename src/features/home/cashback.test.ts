import type { CashbackOffer } from '@/api/cashback';
import { cashbackFacts } from './cashback';

const money = { symbol: '$', direction: 'left', digits: 2 };
const offer = (o: Partial<CashbackOffer>): CashbackOffer => ({ id: 1, title: 'x', cashback_type: 'percentage', cashback_amount: 5, min_purchase: 50, max_discount: 15, end_date: '2027-01-25', ...o });

describe('what a cashback offer says', () => {
  it('a percentage with its cap and minimum order', () => {
    expect(cashbackFacts(offer({}), money)).toEqual({ amount: '5%', upTo: '$ 15.00', minimum: '$ 50.00', until: '2027-01-25' });
  });
  it('an amount has no cap; no minimum means any order; a timestamp shows its day', () => {
    expect(cashbackFacts(offer({ cashback_type: 'amount', cashback_amount: 20, max_discount: 0, min_purchase: 0, end_date: '2027-01-25T00:00:00.000Z' }), money)).toEqual({
      amount: '$ 20.00',
      upTo: null,
      minimum: null,
      until: '2027-01-25',
    });
  });
  it('an uncapped percentage says no maximum', () => {
    expect(cashbackFacts(offer({ max_discount: 0 }), money).upTo).toBeNull();
  });
});
