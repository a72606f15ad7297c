/** A record id in the path: a positive whole number within 32 bits. */
export const isFeedbackId = (value: string | undefined): boolean => value !== undefined && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

/**
 * The children of /feedback: '' (write), 'record' (the list) and 'record/<id>'; anything else,
 * a non-numeric id included, is the route-validation 404 of spec §8.
 */
export const isFeedbackChild = (child: string | undefined): boolean => {
  const path = child ?? '';
  if (path === '' || path === 'record') return true;
  return path.startsWith('record/') && isFeedbackId(path.slice('record/'.length));
};
