/** Files and owners for the partner registration specs. */
// an 8x8 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4n87AhEEwDAQAy4MVSdv1SmYAAAAASUVORK5CYII=', 'base64');

export const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
export const notAPicture = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from('not a picture') });

let serial = 0;
/** An e-mail and phone no other run has used. */
export function newOwner(tag: string) {
  serial += 1;
  const n = `${String(Date.now() % 10_000_000).padStart(7, '0')}${serial}`.slice(-8);
  return { email: `${tag}-${n}@souk.test`, phone: `+9715${n}` };
}
