import mail from '../../../locales/en-PH/mail.json';
import mailErrors from '../../../locales/en-PH/mail-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// The inbox's texts and its refusals (mail-errors.json, merged into `errors`) travel with its chunk,
// never with the lobby: only the inbox calls getMail3, getMailDetail, receiveMail and delMail.
addNamespace('mail', mail);
addErrorTexts('mail-errors', mailErrors);
