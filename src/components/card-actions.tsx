import { createContext, useContext, type ReactNode } from 'react';
import type { Item } from '@/api/catalogue-types';

export interface CardActionProps {
  item: Item;
  campaign: boolean;
}

/**
 * What an item card shows beside its price for buying (the cart's add control). The frame
 * provides it, so cards stay free of the cart feature and every catalogue page gets it.
 */
export const CardActionContext = createContext<((props: CardActionProps) => ReactNode) | null>(null);

export function CardAction(props: CardActionProps) {
  const render = useContext(CardActionContext);
  return render ? render(props) : null;
}
