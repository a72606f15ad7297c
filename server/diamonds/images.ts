import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DIAMOND_IMAGE_ROUTE, Errcode } from '../../contract/index.ts';
import type { Db } from '../db/client.ts';
import type { ServerDeps } from '../deps.ts';
import { decodeUpload, reencode, type UploadRefusals } from '../kyc/index.ts';
import { diamondImages } from './schema.ts';

/** The KYC pipeline's refusals, in the mall's words (the console shows them). */
const REFUSALS: UploadRefusals = { fileType: Errcode.diamondImageFileType, fileTooLarge: Errcode.diamondImageTooLarge };

/**
 * An operator's goods picture: size-checked, sniffed, decoded and re-encoded by the KYC pipeline
 * (metadata gone, at most 1600 px a side), kept once by the SHA-256 of its bytes. Answers its address,
 * which an item's `image` then names.
 */
export async function storeGoodsImage(db: Db, base64: string, now: number): Promise<string> {
  const image = await reencode(decodeUpload(base64, REFUSALS), { refusals: REFUSALS });
  const sha256 = createHash('sha256').update(image.bytes).digest('hex');
  await db.insert(diamondImages).values({ sha256, bytes: image.bytes, createdAt: new Date(now) }).onConflictDoNothing();
  return `${DIAMOND_IMAGE_ROUTE}/${sha256}.jpg`;
}

/** GET /diamond-goods/<sha256>.jpg: content-addressed like the avatars, so an <img> shows it without a token and caches keep it. */
export function registerGoodsImageRoute(app: FastifyInstance, deps: ServerDeps): void {
  app.get<{ Params: { file: string } }>(`${DIAMOND_IMAGE_ROUTE}/:file`, async (req, reply) => {
    const match = /^([0-9a-f]{64})\.jpg$/.exec(req.params.file);
    const [row] = match ? await deps.db.select({ bytes: diamondImages.bytes }).from(diamondImages).where(eq(diamondImages.sha256, match[1]!)).limit(1) : [];
    if (!row) return reply.code(404).type('application/json').send({ errcode: Errcode.notFound, msg: 'errors.notFound' });
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/jpeg').send(row.bytes);
  });
}
