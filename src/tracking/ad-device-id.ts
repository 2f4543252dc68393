/**
 * The device id ad attribution sends (SPEC §7): in the browser the hash of browser traits the login sends too;
 * inside the app a random UUID kept for the install, since every phone running the same app build looks alike
 * from its traits.
 */
import { deviceId, isInApp } from '../device/device.js';
import { readRaw, writeRaw } from '../storage/storage.js';

const APP_DEVICE_ID_KEY = 'mc_app_device_id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function adDeviceId(): string {
  if (!isInApp()) return deviceId();
  const stored = readRaw('local', APP_DEVICE_ID_KEY);
  if (stored && UUID.test(stored)) return stored;
  const id = crypto.randomUUID();
  writeRaw('local', APP_DEVICE_ID_KEY, id);
  return id;
}
