import { api } from '../../api/client.ts';
import { previewTheme, themeViewIdFrom } from './applyTheme.ts';

/**
 * `?themeViewId=…` in the address: shows that theme for this visit (spec §9) while the saved theme
 * stays what appTheme says. Resolves false when there is nothing to preview or the theme is unknown.
 */
export async function previewThemeFromUrl(search: string): Promise<boolean> {
  const themeViewId = themeViewIdFrom(search);
  if (themeViewId === null) return false;
  const { themeJsonData } = await api('anonymous/appThemePreview', { themeViewId });
  previewTheme(themeJsonData);
  return true;
}
