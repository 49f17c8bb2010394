/** @jest-environment node */
/**
 * The FCM HTTP v1 sender against a stand-in of Google's token endpoint and of messages:send
 * (src/testing/fcm-server.ts): the signed JWT it exchanges, the access token kept and reused, each
 * message as posted, and what each of FCM's answers means for the device.
 */
import { generateKeyPairSync } from 'node:crypto';
import { startFcmStandIn, standInEnv, CLIENT_EMAIL, PROJECT_ID, type FcmStandIn } from '../../testing/fcm-server';
import { accessToken, fcmConfig, outcomeOf, readServiceAccount, sendMessage, type DeviceMessage } from './fcm';
import { captureLog } from '../../testing/log-capture';

let standIn: FcmStandIn;
beforeAll(async () => {
  standIn = await startFcmStandIn();
});
afterAll(() => standIn.close());

const message = (token: string): DeviceMessage => ({ token, title: 'Order update', body: 'Your order #100001 was confirmed.', data: { type: 'order_status', order_id: '100001', status: 'confirmed' } });

describe('the service account', () => {
  it('is read inline or from its file, and unset sends nothing', () => {
    const fromFile = fcmConfig(standInEnv(standIn));
    expect(fromFile?.account).toMatchObject({ project_id: PROJECT_ID, client_email: CLIENT_EMAIL, private_key_id: 'stand-in-key' });
    expect(fcmConfig(standInEnv(standIn, true))?.account.private_key).toBe(fromFile?.account.private_key);
    expect(fromFile).toMatchObject({ apiUrl: standIn.apiUrl, tokenUrl: standIn.tokenUrl });
    expect(fcmConfig({})).toBeNull();
    expect(fcmConfig({ FIREBASE_SERVICE_ACCOUNT: standIn.accountJson })).toMatchObject({ apiUrl: 'https://fcm.googleapis.com', tokenUrl: 'https://oauth2.googleapis.com/token' });
  });

  it('says what is missing from one that is not a service account', () => {
    expect(() => readServiceAccount('{"project_id":"p","client_email":"e"}')).toThrow('FIREBASE_SERVICE_ACCOUNT has no private_key');
    expect(() => readServiceAccount('{"project_id":')).toThrow('is not a service account JSON');
    expect(() => readServiceAccount('/nowhere/service-account.json')).toThrow(/ENOENT/);
    const log = captureLog();
    expect(fcmConfig({ FIREBASE_SERVICE_ACCOUNT: '{"project_id":"p"}' })).toBeNull();
    expect(log.records()).toContainEqual(expect.objectContaining({ level: 'error', msg: expect.stringContaining('no pushes are sent'), err: expect.objectContaining({ message: expect.stringContaining('FIREBASE_SERVICE_ACCOUNT has no client_email') }) }));
    log.restore();
  });
});

describe('sending', () => {
  it('signs the JWT the token endpoint checks, keeps the access token, and posts each message with it', async () => {
    const config = fcmConfig(standInEnv(standIn))!;
    expect(await sendMessage(config, message('device-a'))).toEqual({ kind: 'sent' });
    expect(await sendMessage(config, message('device-b'))).toEqual({ kind: 'sent' });
    // one exchange for both messages: the access token is kept until it expires
    expect(standIn.problems).toEqual([]);
    expect(standIn.assertions).toHaveLength(1);
    expect(standIn.assertions[0]).toMatchObject({ iss: CLIENT_EMAIL, scope: 'https://www.googleapis.com/auth/firebase.messaging', aud: standIn.tokenUrl });
    expect(standIn.sent.map((m) => m.token)).toEqual(['device-a', 'device-b']);
    expect(standIn.sent[0]?.message).toEqual({
      token: 'device-a',
      data: { type: 'order_status', order_id: '100001', status: 'confirmed', title: 'Order update', body: 'Your order #100001 was confirmed.' },
      android: { priority: 'high', notification: { title: 'Order update', body: 'Your order #100001 was confirmed.' } },
      apns: { payload: { aps: { alert: { title: 'Order update', body: 'Your order #100001 was confirmed.' }, sound: 'default' } } },
      webpush: { headers: { Urgency: 'high' } },
    });
    // callers at the same moment share the kept token
    await Promise.all([accessToken(config), accessToken(config)]);
    expect(standIn.assertions).toHaveLength(1);
  });

  it('asks again later when the token endpoint refuses the assertion (another key signed it)', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const account = { ...(JSON.parse(standIn.accountJson) as Record<string, string>), private_key: other, client_email: 'impostor@example.iam.gserviceaccount.com' };
    const config = fcmConfig({ ...standInEnv(standIn), FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account) })!;
    const before = standIn.sent.length;
    const outcome = await sendMessage(config, message('device-c'));
    expect(outcome).toMatchObject({ kind: 'retry', reason: expect.stringContaining('400 invalid_grant') });
    expect(standIn.problems).toEqual([expect.stringContaining('assertion refused')]);
    expect(standIn.sent.length).toBe(before);
    standIn.problems.length = 0;
  });

  it('tells a gone device, a retry and a refusal apart', async () => {
    const config = fcmConfig(standInEnv(standIn))!;
    standIn.unregistered.add('gone');
    standIn.invalid.add('bad');
    standIn.unavailable.set('busy', 1);
    expect(await sendMessage(config, message('gone'))).toMatchObject({ kind: 'gone', reason: expect.stringContaining('404 UNREGISTERED') });
    expect(await sendMessage(config, message('bad'))).toMatchObject({ kind: 'gone', reason: expect.stringContaining('400 INVALID_ARGUMENT') });
    expect(await sendMessage(config, message('busy'))).toMatchObject({ kind: 'retry', reason: expect.stringContaining('503') });
    expect(await sendMessage(config, message('busy'))).toEqual({ kind: 'sent' });
    expect(outcomeOf(429, { error: { status: 'RESOURCE_EXHAUSTED' } })).toMatchObject({ kind: 'retry' });
    expect(outcomeOf(500, {})).toMatchObject({ kind: 'retry' });
    expect(outcomeOf(403, { error: { status: 'PERMISSION_DENIED', details: [{ errorCode: 'SENDER_ID_MISMATCH' }] } })).toMatchObject({ kind: 'gone' });
    expect(outcomeOf(403, { error: { status: 'PERMISSION_DENIED' } })).toMatchObject({ kind: 'refused' });
    // a bad argument FCM pins on another field than the token is the message's, not the device's
    expect(outcomeOf(400, { error: { status: 'INVALID_ARGUMENT', details: [{ fieldViolations: [{ field: 'message.data' }] }] } })).toMatchObject({ kind: 'refused' });
    expect(standIn.problems).toEqual([]);
  });

  it('asks for a new access token after a 401, and again later when FCM cannot be reached', async () => {
    const config = fcmConfig(standInEnv(standIn))!;
    const assertions = standIn.assertions.length;
    standIn.revokeTokens();
    expect(await sendMessage(config, message('device-d'))).toMatchObject({ kind: 'retry', reason: expect.stringContaining('401') });
    expect(await sendMessage(config, message('device-d'))).toEqual({ kind: 'sent' });
    expect(standIn.assertions.length).toBe(assertions + 1);
    expect(await sendMessage({ ...config, apiUrl: 'http://127.0.0.1:9' }, message('device-e'))).toMatchObject({ kind: 'retry', reason: expect.stringContaining('FCM did not answer') });
    standIn.problems.length = 0;
  });
});
