/**
 * The national restricted-persons check (NDRP, DESIGN §8, spec §5: persons in the national
 * restricted-persons database may not play). PAGCOR's database has no public API, so the product
 * asks through this interface: the development adapter reads a local list file (`listFile`), the
 * HTTP adapter (`httpRestrictedPersons`) a JSON service of the interface docs/kyc.md documents.
 *
 * A port of ServerDeps, defined in the kernel so deps.ts names no area; kyc/ndrp/ implements it.
 */
export interface PersonQuery {
  /** 639XXXXXXXXX, when the person has a mobile number. */
  mobile?: string | null;
  /** As printed on their ID (from KYC), when known. */
  fullName?: string | null;
  /** YYYY-MM-DD. */
  birthDate?: string | null;
}

export interface RestrictedPersons {
  /** True when the person is listed. Throws when the source cannot answer (the caller refuses: fail closed). */
  isListed(person: PersonQuery): Promise<boolean>;
  /** 'service': an HTTP service answers (nothing to upload); 'list': the lists in the database (the console's upload). */
  readonly source?: 'service' | 'list';
  /** Loads what it checks against now (the list adapter imports a changed NDRP_LIST_FILE): at start. */
  refresh?(): Promise<void>;
}
