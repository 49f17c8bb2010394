/** A prescription order's multipart body (spec 01, "Prescription order fields"), as the contract names them. */
export interface PrescriptionOrderInput {
  storeId: number;
  distanceKm: number;
  address: { lat: number; lng: number; address: string };
  addressType: string;
  contact: { name: string; phone: string };
  note: string;
  tip: number;
  guestId: string | null;
  images: File[];
}

/**
 * store_id, distance, address, longitude, latitude, order_attachment[] (the photos), order_note,
 * guest_id, contact_person_name, contact_person_number and dm_tips; a delivery, paid on delivery
 * once the store has priced it (the API refuses any other payment for it).
 */
export function prescriptionOrderForm(input: PrescriptionOrderInput): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    store_id: String(input.storeId),
    distance: String(Math.round(input.distanceKm * 1000) / 1000),
    address: input.address.address,
    longitude: String(input.address.lng),
    latitude: String(input.address.lat),
    address_type: input.addressType,
    order_note: input.note.trim(),
    contact_person_name: input.contact.name,
    contact_person_number: input.contact.phone,
    dm_tips: String(input.tip),
    order_type: 'delivery',
    payment_method: 'cash_on_delivery',
  };
  if (input.guestId) fields.guest_id = input.guestId;
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const image of input.images) form.append('order_attachment[]', image, image.name);
  return form;
}
