// The push area's public face (docs/push.md): its calls; `notify`, which other areas call in their own
// transaction to queue a push (mail, a show starting, a withdrawal paid); the delivery loop start.ts runs;
// the VAPID keys start.ts configures.
export { pushHandlers } from './handlers.ts';
export { notify, type PushPayload } from './notify.ts';
export { deliverPush, prunePushOutbox, PUSH_OUTBOX_KEEP_DAYS, startPushDelivery, RETRY_WAITS_MS, type DeliveryReport } from './deliver.ts';
export { configurePush, newVapidKeys, vapidKeys, type VapidKeys } from './keys.ts';
export { vapidKeysFor } from './keys-file.ts';
export { endpointAllowed } from './endpoint.ts';
export { inQuietHours, quietEnd } from './quiet.ts';
