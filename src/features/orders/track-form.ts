export interface TrackingProblems {
  orderId?: string;
  contact?: string;
}

/** Tracking needs an order id ('Need a order id'), and a guest's contact number ('Need a contact number'). */
export function trackingProblems(orderId: string, contact: string, signedIn: boolean): TrackingProblems {
  const found: TrackingProblems = {};
  if (!orderId.trim() || !/^\d{1,9}$/.test(orderId.trim())) found.orderId = 'Need a order id';
  if (!signedIn && !contact.trim()) found.contact = 'Need a contact number';
  return found;
}
