import service from '../../../locales/en-PH/service.json';
import { addNamespace } from '../../shared/i18n/i18n.ts';

// The service desk's texts travel with its pages (each imports this first), not with the lobby.
addNamespace('service', service);
