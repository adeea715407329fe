export interface QuoteAnswer {
  label: string;
  value: string;
}

/**
 * The chat's pre-filled text: the standard message, then one line per answer
 * ("Nome Completo: Ana"), leaving out what the visitor left blank.
 */
export function quoteMessage(standard: string, answers: QuoteAnswer[]): string {
  const lines = answers
    .map(({ label, value }) => ({ label, value: value.replace(/\r\n?/g, '\n').trim() }))
    .filter(({ value }) => value !== '')
    .map(({ label, value }) => `${label}: ${value}`);
  return lines.length ? `${standard}\n\n${lines.join('\n')}` : standard;
}
