/** Where startGame's launchUrl leads: an app path (the house slot) stays in the router, anything else leaves the app. */
export function launchTarget(launchUrl: string): { kind: 'route'; path: string } | { kind: 'external'; url: string } {
  if (launchUrl.startsWith('/') && !launchUrl.startsWith('//') && !launchUrl.startsWith('/\\')) return { kind: 'route', path: launchUrl };
  return { kind: 'external', url: launchUrl };
}

const positiveInt = (value: string | null | undefined) => Boolean(value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647);

/** /game/start's query: a game id, optionally tryIt (1/0/true/false) and an activityId. */
export function validStartQuery(search: URLSearchParams): boolean {
  const tryIt = search.get('tryIt');
  const activityId = search.get('activityId');
  return positiveInt(search.get('gameId')) && (tryIt === null || ['0', '1', 'true', 'false'].includes(tryIt)) && (activityId === null || activityId === '' || /^\d{1,10}$/.test(activityId));
}

export function isGameId(value: string | undefined): boolean {
  return positiveInt(value);
}

export function isTryIt(value: string | null): boolean {
  return value === '1' || value === 'true';
}
