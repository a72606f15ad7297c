import push from '../../../locales/en-PH/push.json';
import { addNamespace } from '../../shared/i18n/i18n.ts';

// The push settings' texts travel with their section (the profile page loads it lazily).
void addNamespace('push', push);
