// Keys each translated page source to the English it translates: its first line names the English file and a digest of it, so a changed English page fails the build until every language has been brought up to date.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages } from '../../../content/languages.ts';

/** The first line of a translated page source: `<!-- translates content/x.md sha256:0123456789ab -->`. */
const marker = /^<!-- translates (content\/[\w.-]+\.md) sha256:([0-9a-f]{12}) -->\n+/;

/** The digest a translation's first line names: the first 12 hex digits of the English source's sha256. */
export const englishDigest = (english: string): string => createHash('sha256').update(english).digest('hex').slice(0, 12);

/** A translated page source without its first line, as it is rendered. */
export const withoutTranslationMarker = (source: string): string => source.replace(marker, '');

/**
 * One line per translated page source under `contentDir/<tag>/` whose first line does not name the English file of
 * the same name as it is now: missing, naming another file, or naming an older digest (the English changed since).
 */
export function proseDriftProblems(contentDir: string): string[] {
  return languages.slice(1).flatMap(({ tag }) =>
    readdirSync(join(contentDir, tag))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .flatMap((name) => {
        const file = `content/${tag}/${name}`;
        const englishFile = `content/${name}`;
        const digest = englishDigest(readFileSync(join(contentDir, name), 'utf8'));
        const found = marker.exec(readFileSync(join(contentDir, tag, name), 'utf8'));
        const expected = `<!-- translates ${englishFile} sha256:${digest} -->`;
        if (found === null || found[1] !== englishFile) return [`${file}: its first line must be ${expected}`];
        if (found[2] !== digest)
          return [
            `${file}: translates ${englishFile} as it was (sha256:${found[2]}); it is now sha256:${digest}: bring the translation up to date, then its first line`,
          ];
        return [];
      }),
  );
}
