/** The URL a file under content/ is served at. */
export function mediaUrl(file: string): string {
  return `/${file}`;
}
