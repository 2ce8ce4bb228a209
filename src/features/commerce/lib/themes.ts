/** Shop themes are lower-case words joined by hyphens ("food-and-drink"). */
export function themeTitle(theme: string): string {
  const words = theme.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
