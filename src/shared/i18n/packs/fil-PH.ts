import type { i18n } from 'i18next';
import auth from '../../../../locales/fil-PH/auth.json';
import common from '../../../../locales/fil-PH/common.json';
import errors from '../../../../locales/fil-PH/errors.json';
import home from '../../../../locales/fil-PH/home.json';
import member from '../../../../locales/fil-PH/member.json';
import notice from '../../../../locales/fil-PH/notice.json';
import popups from '../../../../locales/fil-PH/popups.json';
import service from '../../../../locales/fil-PH/service.json';

/**
 * Filipino: a chunk of its own, loaded only for a player who chose it (shared/i18n/i18n.ts). It
 * carries the texts en-PH ships in the entry (the lobby's, sign-in's, the notice's, the server's
 * messages), and loads each lazy namespace's file as a chunk of its own when the feature that needs
 * it loads its en-PH texts (`addNamespace`, `addErrorTexts`).
 */
const LNG = 'fil-PH';
const eager: Record<string, Record<string, unknown>> = { common, notice, home, auth, member, errors, service, popups };
// Build-time texts (the offline page's pwa.json, the payment sandbox's sandbox.json) are never loaded here.
const lazyFiles = import.meta.glob<Record<string, unknown>>(
  ['../../../../locales/fil-PH/*.json', '!**/{common,notice,home,auth,member,errors,service,popups,pwa,sandbox}.json'],
  { import: 'default' },
);
let eagerAdded = false;

/** Adds the eager texts (once) and the lazy files named (`wallet`, `wallet-errors`…) to the instance. */
export async function addTexts(i18next: i18n, files: readonly string[]): Promise<void> {
  if (!eagerAdded) {
    for (const [ns, texts] of Object.entries(eager)) i18next.addResourceBundle(LNG, ns, texts, true, false);
    eagerAdded = true;
    // <html lang> for a start in Filipino without the static shell's boot script (npm run dev).
    if (i18next.language === LNG && typeof document !== 'undefined') document.documentElement.lang = LNG;
  }
  await Promise.all(
    files.map(async (file) => {
      const load = lazyFiles[`../../../../locales/fil-PH/${file}.json`];
      // A file not translated yet shows en-PH (the fallback); the parity check stops such a build.
      if (!load) return;
      const errorsFile = file.endsWith('-errors');
      i18next.addResourceBundle(LNG, errorsFile ? 'errors' : file, await load(), true, !errorsFile);
    }),
  );
}
