/** Builds API paths with every dynamic segment encoded. */
export function apiPath(strings: TemplateStringsArray, ...segments: string[]): string {
  return strings.reduce((path, part, i) => path + part + (i < segments.length ? encodeURIComponent(segments[i]) : ''), '');
}
