import member from '../../../locales/en-PH/member.json';
import { addNamespace } from '../../shared/i18n/i18n.ts';

// The member page's texts travel with its pages (each imports this first), not with the lobby.
addNamespace('member', member);
