/** The seed's wallet bonus and cashback offers and the demo customer's opening wallet and points history. */
import type { Db } from '../db/client';
import { walletTransactions } from '../db/schema-orders';
import { cashbackOffers, loyaltyPointTransactions, walletBonuses } from '../db/schema-wallet';

const day = (now: Date, offset: number): string => new Date(now.getTime() + 4 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

export async function seedWallet(t: Db, now: Date, demo: { customerId: number; wallet: number; points: number }): Promise<void> {
  await t.insert(walletBonuses).values([
    {
      title: 'Top up 100, get 10',
      titleAr: 'اشحن 100 واحصل على 10',
      description: 'Add 100 or more to your wallet and get 10 extra.',
      descriptionAr: 'أضف 100 أو أكثر إلى محفظتك واحصل على 10 إضافية.',
      bonusType: 'amount',
      bonusAmount: 10,
      minimumAddAmount: 100,
      maximumBonusAmount: 0,
      startDate: day(now, -30),
      endDate: day(now, 60),
    },
    {
      title: '5% on top ups of 500',
      titleAr: '5% على الشحن بقيمة 500',
      description: 'Add 500 or more and get 5% extra, up to 50.',
      descriptionAr: 'أضف 500 أو أكثر واحصل على 5% إضافية حتى 50.',
      bonusType: 'percentage',
      bonusAmount: 5,
      minimumAddAmount: 500,
      maximumBonusAmount: 50,
      startDate: day(now, -30),
      endDate: day(now, 60),
    },
  ]);
  await t.insert(cashbackOffers).values([
    {
      title: '5% cashback on orders over 50',
      titleAr: 'استرداد نقدي 5% على الطلبات فوق 50',
      cashbackType: 'percentage',
      cashbackAmount: 5,
      minPurchase: 50,
      maxDiscount: 15,
      startDate: day(now, -30),
      endDate: day(now, 60),
    },
    {
      title: '20 back on orders over 400',
      titleAr: 'استرداد 20 على الطلبات فوق 400',
      cashbackType: 'amount',
      cashbackAmount: 20,
      minPurchase: 400,
      maxDiscount: 0,
      startDate: day(now, -30),
      endDate: day(now, 60),
    },
  ]);
  const opened = new Date(now.getTime() - 20 * 86_400_000);
  await t.insert(walletTransactions).values({ customerId: demo.customerId, transactionType: 'add_fund', credit: demo.wallet, balance: demo.wallet, reference: 'seed:opening', createdAt: opened });
  await t.insert(loyaltyPointTransactions).values({ customerId: demo.customerId, transactionType: 'order_place', credit: demo.points, balance: demo.points, reference: 'seed:opening', createdAt: opened });
}
