// Request samples for each GET operation in curl, JavaScript (fetch) and Python (standard library), written into the contract as `x-codeSamples` (the field Redocly, Scalar and Mintlify read) and rendered on the API reference from there.

/** One sample as `x-codeSamples` holds it: `lang` names the language the way Redocly's list does, `label` is the tab's name. */
export interface CodeSample {
  readonly lang: 'curl' | 'JavaScript' | 'Python';
  readonly label: string;
  readonly source: string;
}

/** The samples for a GET of `url`: each prints the document, or how long to wait after a 429. */
export function getSamples(url: string): CodeSample[] {
  return [
    { lang: 'curl', label: 'curl', source: `curl -s ${url}` },
    {
      lang: 'JavaScript',
      label: 'JavaScript (fetch)',
      source: [
        `const response = await fetch('${url}');`,
        'if (response.status === 429) {',
        "  const wait = response.headers.get('Retry-After');",
        "  console.log('Rate limited: retry in', wait, 's');",
        '} else {',
        '  console.log(await response.json());',
        '}',
      ].join('\n'),
    },
    {
      lang: 'Python',
      label: 'Python (urllib)',
      source: [
        'import json',
        'from urllib.error import HTTPError',
        'from urllib.request import urlopen',
        '',
        'try:',
        `    with urlopen("${url}") as response:`,
        '        print(json.load(response))',
        'except HTTPError as error:',
        '    if error.code != 429:',
        '        raise',
        '    print("Rate limited: retry in", error.headers["Retry-After"], "s")',
      ].join('\n'),
    },
  ];
}
