// The digest the agent skills index gives a SKILL.md: written by the catalogs, checked against the built file.
import { createHash } from 'node:crypto';

/** `sha256:` and the hex SHA-256 of `skillMarkdown`'s bytes. */
export function skillDigest(skillMarkdown: string): string {
  return `sha256:${createHash('sha256').update(skillMarkdown).digest('hex')}`;
}
