import info from '../../../locales/en-PH/info.json';
import legal from '../../../locales/en-PH/legal.json';
import { addNamespace } from '../../shared/i18n/i18n.ts';

// The about, FAQ, download, terms and privacy texts (about 4 KB gzipped) come with these pages'
// chunk, before they render: the lobby's first load never shows them.
addNamespace('info', info);
addNamespace('legal', legal);
