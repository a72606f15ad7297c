import jackpot from '../../../locales/en-PH/jackpot.json';
import { addNamespace } from '../../shared/i18n/i18n.ts';

// The jackpot's texts travel with its chunk, not with the lobby (every jackpot entry imports this first).
addNamespace('jackpot', jackpot);
import '../../shared/i18n/protectionErrors.ts';
