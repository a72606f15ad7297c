import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

// KYC (docs/kyc.md): the uploaded images and the submissions a compliance operator reviews.

/** Raw bytes (PostgreSQL bytea): node-postgres and PGlite both hand a Buffer/Uint8Array back. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The re-encoded images (JPEG, metadata stripped), in the database rather than a folder: every
 * process of a cluster reads the same rows, backups take them with everything else, and nothing under
 * the static root can ever serve them. Only the console's KYC calls read `bytes`.
 */
export const kycFiles = pgTable(
  'kyc_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'id' or 'selfie': what the player took the photo as. */
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    /** The submission that took it; null while unused. */
    submissionId: integer('submission_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_files_user_idx').on(t.userId, t.createdAt)],
);

export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    idType: text('id_type').notNull(),
    idNumber: text('id_number').notNull(),
    /** The number as compared across accounts: type and number, upper case, letters and digits only (kyc/identity.ts). */
    idKey: text('id_key').notNull().default(''),
    fullName: text('full_name').notNull(),
    idFileId: integer('id_file_id').notNull(),
    selfieFileId: integer('selfie_file_id').notNull(),
    /** pending → approved | rejected, once. */
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('kyc_submissions_user_idx').on(t.userId, t.id),
    index('kyc_submissions_status_idx').on(t.status, t.id),
    // One submission waiting per player: a double submit (two taps, two tabs) makes one row.
    uniqueIndex('kyc_submissions_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
    // One ID, one person: who else submitted this ID (docs/kyc.md "One person, one identity").
    index('kyc_submissions_id_key_idx').on(t.idKey),
  ],
);

/**
 * The restricted-persons (NDRP) lists the list adapter checks (ndrp/stored-list.ts): the newest row is
 * in force. A row comes from NDRP_LIST_FILE (imported when its content changes) or from compliance's
 * upload in the console (audited there). Rows are only added: the older lists say what was in force when.
 */
export const ndrpLists = pgTable('ndrp_lists', {
  id: serial('id').primaryKey(),
  /** The list as given (one entry a line: ndrp/restricted.ts parseRestrictedList). */
  body: text('body').notNull(),
  /** Entries read from it (mobile numbers plus name-and-birth-date pairs), and lines skipped. */
  entries: integer('entries').notNull(),
  skipped: integer('skipped').notNull(),
  /** SHA-256 of body, hex: a file is imported again only when it changed. */
  sha256: text('sha256').notNull(),
  /** 'file' (NDRP_LIST_FILE) or 'console' (an upload). */
  source: text('source').notNull(),
  /** The file's path, or the operator who uploaded it. */
  loadedBy: text('loaded_by').notNull(),
  /** How old the list is: the file's modification time, or the upload's time. */
  datedAt: timestamp('dated_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
