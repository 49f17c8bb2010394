/** @jest-environment node */
import { cartLine, item, type CartLineEntity, type ItemEntity } from './entities';

// The entity types are the schemas' (z.infer), without the loose objects' index signature: the
// type check (npx tsc) fails here if a schema and its type ever say different things.
describe("the contract's entity types", () => {
  const raw = { id: 1, name: 'Um Ali', price: 24, store_id: 3, add_ons: [{ id: 5, name: 'Cream', price: 2, extra: true }], unknown_field: 1 };

  it('are what the schema parses, extra fields allowed at run time but unknown to the type', () => {
    const parsed: ItemEntity = item.parse(raw);
    expect(parsed.add_ons?.[0]?.name).toBe('Cream');
    // @ts-expect-error a field the contract does not check is no field of the type (a loose object would type it unknown)
    expect(parsed.unknown_field).toBe(1);
    // @ts-expect-error nor of its nested objects
    expect(parsed.add_ons?.[0]?.extra).toBe(true);
  });

  it('keep what the schema requires required', () => {
    // @ts-expect-error a cart line without its item is no cart line
    const line: Pick<CartLineEntity, 'id' | 'item'> = { id: 1 };
    expect(cartLine.safeParse(line).success).toBe(false);
  });
});
