/**
 * Copies a text to the clipboard: the asynchronous Clipboard API when the page may use it, else the older
 * `execCommand('copy')` on a hidden text area (browsers without the API, pages not served over https). Resolves to
 * whether the text was copied.
 */
export async function copyTextToClipboard(text: string, environment: { navigator: Navigator; document: Document } = { navigator, document }): Promise<boolean> {
  const clipboard = environment.navigator.clipboard as Clipboard | undefined;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (permission, focus): try the older way below.
    }
  }
  const area = environment.document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  environment.document.body.append(area);
  const focused = environment.document.activeElement;
  area.focus();
  area.select();
  try {
    return environment.document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}
