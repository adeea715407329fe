/** The chat app's link to the company's number with a pre-filled message; every character is encoded. */
export function chatLink(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
