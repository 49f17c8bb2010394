import { customerPhoto } from './photo';

describe("the profile's photo", () => {
  it('is its full URL, else its file in the customer image folder when kept there (storage)', () => {
    const config = { base_urls: { customer_image_url: 'https://cdn.example/customer/' } };
    expect(customerPhoto({ image_full_url: '/media/a.png', image: 'a.png' }, config)).toBe('/media/a.png');
    expect(customerPhoto({ image: 'b.png', storage: [{ key: 'image', value: 'public' }] }, config)).toBe('https://cdn.example/customer/b.png');
    expect(customerPhoto({ image: 'b.png', storage: [] }, config)).toBe('https://cdn.example/customer/b.png');
    expect(customerPhoto({ image: 'c.png', storage: [{ key: 'image', value: 's3' }] }, config)).toBeNull();
    expect(customerPhoto({ image: null }, config)).toBeNull();
  });
});
