// A question as the parser reads it: lower case, plain words, and without "Scout" when the
// adopter addresses the assistant by name.

/** Lower case, plain letters, digits and the few signs the phrases use ("'", "%", "#", decimal points). */
export function normalizeText(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
      .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
      .replace(/[^a-z0-9'%#.]+/g, ' ')
      // Periods go, decimal points stay.
      .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
      .replace(/(^|\s)'+|'+(?=\s|$)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** "Scout, ..." and "hey Scout" address the assistant; they are not part of the question. */
export function withoutAddress(text: string): string {
  return text
    .replace(
      /^\s*(?:(hi|hey|hello|ok|okay|so|thanks|thank you)[\s,!]+)?scout\s*(?:[,!:.?]+\s*|$)/i,
      (_m, greeting?: string) => (greeting ? `${greeting} ` : ''),
    )
    .replace(/[\s,]+scout\s*[!.?]*\s*$/i, '');
}
