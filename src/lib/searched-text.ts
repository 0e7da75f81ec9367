/**
 * Shows a results page's text in the empty header search box (its own code loads only on focus). The first focus,
 * and the click that brought it, select the text, so typing replaces it rather than appending to it.
 */
export function showSearchedText(text: string): void {
  const box = document.getElementById('header-search');
  if (!(box instanceof HTMLInputElement) || box.value !== '' || text === '') return;
  box.value = text;
  const select = (): void => box.select();
  if (document.activeElement === box) select();
  box.addEventListener('focus', select, { once: true });
  box.addEventListener('click', select, { once: true });
}
