/** The header's 'Welcome Dr. {first_name}' (components/WelcomeText.astro), updated in place after a profile save. */

/** Shows `firstName` in the header's welcome, with the words around it that the page's language put beside it. */
export function showWelcomeName(firstName: string): void {
  const welcome = document.getElementById('welcome');
  const name = firstName.trim();
  if (welcome && name) welcome.textContent = `${welcome.dataset.before ?? ''}${name}${welcome.dataset.after ?? ''}`;
}
