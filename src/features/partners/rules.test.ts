/** @jest-environment node */
import { MSG, partnerSwitches, plansOffered, earningsOffered, futureDate } from '@/contract/partner-rules';
import { decodeFormState, encodeFormState, errorsByField, splitServerErrors } from './form-state';
import { fileProblem, riderSchema, storePlanSchema, storeStepOneSchema } from './rules';

const file = (type: string, size: number) => ({ type, size }) as File;

describe('the registration rules in the browser', () => {
  it('checks files by type, size and count', () => {
    expect(fileProblem([], { required: MSG.logoRequired, maxKb: 2048 })).toEqual({ message: MSG.logoRequired });
    expect(fileProblem([], { required: null, maxKb: 2048 })).toBeNull();
    expect(fileProblem([file('text/plain', 10)], { required: null, maxKb: 2048 })).toEqual({ message: MSG.imageType });
    expect(fileProblem([file('application/pdf', 10)], { required: null, maxKb: 2048, pdf: true })).toBeNull();
    expect(fileProblem([file('image/png', 3 * 1024 * 1024)], { required: null, maxKb: 2048 })).toEqual({ message: MSG.imageSize, values: { kb: 2048 } });
    expect(fileProblem([file('image/png', 1), file('image/png', 1), file('image/png', 1)], { required: null, maxKb: 2048, max: 2 })).toEqual({ message: MSG.identityImagesMax });
  });

  it('follows the config’s switches', () => {
    const all = partnerSwitches({});
    expect(plansOffered(all)).toEqual(['commission', 'subscription']);
    expect(earningsOffered(all)).toEqual(['freelancer', 'salaried']);
    const some = partnerSwitches({ subscription_business_model: 0, dm_salaried_status: '0', partner_image_max_kb: 512 });
    expect(plansOffered(some)).toEqual(['commission']);
    expect(earningsOffered(some)).toEqual(['freelancer']);
    expect(some.imageMaxKb).toBe(512);
    expect(futureDate('2001-01-01')).toBe(false);
    expect(futureDate('2099-02-30')).toBe(false);
    expect(futureDate('2099-12-31')).toBe(true);
  });

  it('refuses what the server refuses, with the same messages', async () => {
    const s = partnerSwitches({});
    const errors = await storeStepOneSchema(s)
      .validate({ name: '', address: 'x', latitude: '', longitude: '', zone_id: '', module_id: '', minimum_delivery_time: '30', maximum_delivery_time: '20', f_name: 'A', email: 'bad', phone: '123', password: '12345', confirm_password: '1', tin: '' }, { abortEarly: false })
      .catch((e: { errors: string[] }) => e.errors);
    expect(errors).toEqual(expect.arrayContaining([MSG.storeNameRequired, MSG.pointRequired, MSG.zoneRequired, MSG.moduleRequired, MSG.timeOrder, MSG.emailInvalid, MSG.phoneShort, MSG.passwordShort, MSG.passwordsMatch, MSG.tinRequired]));
    await expect(storePlanSchema(['commission', 'subscription']).validate({ business_plan: 'subscription', package_id: '' })).rejects.toThrow(MSG.packageRequired);
    await expect(riderSchema(true).validate({ f_name: 'O', email: 'o@souk.test', phone: '+971500000001', password: 'secret1', confirm_password: 'secret1', identity_type: 'library', identity_number: '1', vehicle_id: '1', zone_id: '1', earning: '1' })).rejects.toThrow(MSG.identityTypeRequired);
  });

  it('keeps what was typed across a refusal without JavaScript, never a password', () => {
    const raw = encodeFormState({ kind: 'store', values: { name: 'Huda Greens', password: 'secret-123', confirm_password: 'secret-123' }, errors: [{ code: 'identity_image[]', message: 'x' }] });
    const back = decodeFormState(raw, 'store');
    expect(back?.values).toEqual({ name: 'Huda Greens' });
    expect(errorsByField(back?.errors ?? [])).toEqual({ identity_image: 'x' });
    expect(decodeFormState(raw, 'rider')).toBeNull();
    expect(decodeFormState('not-base64-json', 'store')).toBeNull();
  });

  it('sorts a refusal into the text fields, the files and the rest', () => {
    const errors = [
      { code: 'email', message: 'The email has already been taken.' },
      { code: 'identity_image[]', message: 'The file must be an image.' },
      { code: 'coordinates', message: 'Service not available in this area' },
      { code: 'email', message: 'second' },
    ];
    const sorted = splitServerErrors(errors, ['email', 'phone'] as const, ['identity_image', 'image'] as const);
    expect(sorted.text).toEqual({ email: 'The email has already been taken.' });
    expect(sorted.files).toEqual({ identity_image: 'The file must be an image.' });
    expect(sorted.other).toEqual({ code: 'coordinates', message: 'Service not available in this area' });
  });
});
