import profile from '../../../locales/en-PH/profile.json';
import profileErrors from '../../../locales/en-PH/profile-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// The profile page's texts and its calls' refusals (profile-errors.json, merged into `errors`) come with its chunk.
void addNamespace('profile', profile);
void addErrorTexts('profile-errors', profileErrors);
