import { z } from 'zod';
import { body, ok } from '../common.ts';
import { defineCall } from '../define.ts';

export const EVENT_BATCH_SIZE = 20;
export const EVENT_FLUSH_MS = 2000;

export const clientEventSchema = z.strictObject({
  name: z.string().min(1).max(64),
  /** Client time, ms since epoch. */
  time: z.int().min(0),
  page: z.string().max(256).optional(),
  params: z.record(z.string().max(64), z.union([z.string().max(512), z.number(), z.boolean()])).optional(),
});
export type ClientEvent = z.infer<typeof clientEventSchema>;

export const eventCalls = {
  /**
   * A batch of client events (page views, sign-ins, errors shown) for the event log. A page that is
   * going away sends it as a text/plain beacon without a token (src/api/eventLogBeacon.ts).
   */
  'anonymous/appEventLogClient': defineCall({
    auth: 'public',
    body: body({
      eventList: z.array(clientEventSchema).min(1).max(EVENT_BATCH_SIZE),
      deviceId: z.string().max(128).optional(),
    }),
    response: ok({ accepted: z.int() }),
  }),
};
