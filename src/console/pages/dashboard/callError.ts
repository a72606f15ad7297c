/** The HTTP status of a failed call, when it has one (404 → "no such player"). */
export function callStatus(error: unknown): number | undefined {
  return error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/** The field a 400 named ("value.minAmount"), when it named one. */
export function callField(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'field' in error && typeof error.field === 'string' ? error.field : undefined;
}
