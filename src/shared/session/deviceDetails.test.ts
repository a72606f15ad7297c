import { describe, expect, it } from 'vitest';
import { deviceDetails } from './deviceDetails.ts';

describe('deviceDetails', () => {
  const pixel = 'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  it('reads the model from an Android browser and sends no messaging token', () => {
    expect(deviceDetails({}, pixel)).toEqual({ phoneInfo: pixel, deviceModel: 'Pixel 7' });
  });
  it("prefers the wrapper's model and passes its messaging token", () => {
    const bridge = { getDeviceModel: () => 'samsung SM-A546E', getMessagingToken: () => ' fcm-token-123 ' };
    expect(deviceDetails({ SwerteAndroid: bridge }, pixel)).toEqual({ phoneInfo: pixel, deviceModel: 'samsung SM-A546E', messagingToken: 'fcm-token-123' });
  });
  it('keeps the browser answer when the wrapper throws, and trims what is too long', () => {
    const bridge = { getDeviceModel: () => { throw new Error('old wrapper'); }, getMessagingToken: () => 'x'.repeat(600) };
    const details = deviceDetails({ SwerteAndroid: bridge }, `${pixel}${' '.repeat(300)}`);
    expect(details.deviceModel).toBe('Pixel 7');
    expect(details.messagingToken).toHaveLength(512);
    expect(details.phoneInfo).toHaveLength(256);
  });
});
