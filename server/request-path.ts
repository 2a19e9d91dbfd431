// The URL path of a request target, the key of every routing decision.

/** The path of an origin-form request target: `/a?b` and `/a#b` are `/a`. */
export function requestPath(target = ''): string {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}
