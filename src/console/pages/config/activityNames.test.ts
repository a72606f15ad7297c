import { describe, expect, it } from 'vitest';
import { ActivityId } from '../../../../contract/enums.ts';
import texts from '../../../../locales/en-PH/console-pages.json';
import { activityNames } from './activityNames.ts';

describe('activity names on the configuration page', () => {
  it('are ActivityId, type for type', () => {
    expect(Object.fromEntries(Object.entries(activityNames).map(([type, name]) => [name, Number(type)]))).toEqual(ActivityId);
  });
  it('each has an en-PH text', () => {
    for (const name of Object.values(activityNames)) expect(typeof (texts.config.activities.names as Record<string, unknown>)[name]).toBe('string');
  });
});
