/**
 * A validation message travels as a catalogue key with optional parameters, encoded as
 * `key?name=value&…`, so one zod schema yields the same text in the browser and in the API answer,
 * each in the reader's language.
 */
export type MessageParams = Record<string, string | number>;

export function message(key: string, params?: MessageParams): string {
  if (!params) return key;
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return `${key}?${query.toString()}`;
}

export function parseMessage(encoded: string): { key: string; params: MessageParams } {
  const at = encoded.indexOf('?');
  if (at < 0) return { key: encoded, params: {} };
  return {
    key: encoded.slice(0, at),
    params: Object.fromEntries(new URLSearchParams(encoded.slice(at + 1))),
  };
}

export function interpolate(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Translates a key or an encoded message (`key?min=5`) with one catalogue; an unknown key is returned as is. */
export function translateIn(
  catalogue: Readonly<Record<string, string>>,
  encoded: string,
  params: MessageParams = {},
): string {
  const { key, params: embedded } = parseMessage(encoded);
  const text = catalogue[key];
  return text === undefined ? encoded : interpolate(text, { ...embedded, ...params });
}
