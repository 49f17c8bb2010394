import { backPath, cartFormBody, formNoticeHref, perItemRequestId, safeBack } from './form-fields';

const form = (pairs: [string, string][]) => new URLSearchParams(pairs);

describe('one reading of a cart form, with or without JavaScript', () => {
  it('reads an ecommerce choice as the variation type, in the titles order', () => {
    const body = cartFormBody(form([['item_id', '12'], ['quantity', '2'], ['choice_1', 'XL'], ['choice_0', 'Dark Blue'], ['request_id', 'tap-1']]));
    expect(body).toEqual({ model: 'Item', item_id: 12, quantity: 2, add_on_ids: [], add_on_qtys: [], variation: [{ type: 'DarkBlue-XL' }], request_id: 'tap-1' });
  });

  it('reads a card’s form, which names only its item and its tap, as one plain item taken back to /home', () => {
    const fields = form([['item_id', '117'], ['request_id', 'tap-2']]);
    expect(cartFormBody(fields)).toEqual({ model: 'Item', item_id: 117, quantity: 1, add_on_ids: [], add_on_qtys: [], variation: [], request_id: 'tap-2' });
    expect(safeBack(fields.get('back'))).toBe('/home');
  });

  it('reads a campaign card’s button as the campaign item, and keeps the page’s one request id per item', () => {
    const campaign = cartFormBody(form([['campaign_item_id', '4'], ['request_id', 'page-1']]));
    expect(campaign).toMatchObject({ model: 'ItemCampaign', item_id: 4 });
    const plainOne = cartFormBody(form([['item_id', '4'], ['request_id', 'page-1']]));
    const other = cartFormBody(form([['item_id', '5'], ['request_id', 'page-1']]));
    const ids = [campaign, plainOne, other].map((b) => perItemRequestId(b).request_id);
    // one card posted twice keeps its id; two cards (or an item and the campaign's) never share one
    expect(perItemRequestId(plainOne).request_id).toBe(ids[1]);
    expect(new Set(ids).size).toBe(3);
    expect(perItemRequestId(cartFormBody(form([['item_id', '5'], ['request_id', 'x'.repeat(64)]]))).request_id?.length).toBeLessThanOrEqual(64);
    expect(perItemRequestId(cartFormBody(form([['item_id', '5']])))).not.toHaveProperty('request_id');
  });

  it('reads food groups and add-ons with their quantities', () => {
    const body = cartFormBody(
      form([
        ['item_id', '7'],
        ['model', 'ItemCampaign'],
        ['food_name_0', 'Size'],
        ['food_0', 'Large'],
        ['food_name_1', 'Extras'],
        ['food_1', 'Cheese'],
        ['food_1', 'Egg'],
        ['food_name_2', 'Sauce'],
        ['addon', '3'],
        ['addon_qty_3', '2'],
        ['addon', '5'],
      ]),
    );
    expect(body.model).toBe('ItemCampaign');
    expect(body.quantity).toBe(1);
    expect(body.variation).toEqual([
      { name: 'Size', values: { label: ['Large'] } },
      { name: 'Extras', values: { label: ['Cheese', 'Egg'] } },
    ]);
    expect(body.add_on_ids).toEqual([3, 5]);
    expect(body.add_on_qtys).toEqual([2, 1]);
    expect(body).not.toHaveProperty('request_id');
  });

  it('returns only to a page of this site, with the outcome in cart=', () => {
    expect(safeBack('/product/tea?x=1')).toBe('/product/tea?x=1');
    for (const bad of ['https://evil.test/', '//evil.test/x', '/\\evil.test', '', null, 'product']) expect(safeBack(bad)).toBe('/home');
    expect(formNoticeHref('/product/tea?x=1', 'added')).toBe('/product/tea?x=1&cart=added');
    expect(formNoticeHref('/product/tea?cart=stock', 'added')).toBe('/product/tea?cart=added');
  });

  it('drops a previous outcome from the page to return to', () => {
    expect(backPath('/product/tea?cart=added')).toBe('/product/tea');
    expect(backPath('/product/tea?cart=added&x=1')).toBe('/product/tea?x=1');
    expect(backPath('/product/tea?x=1&cart=added')).toBe('/product/tea?x=1');
    expect(backPath('/store/a')).toBe('/store/a');
  });
});
