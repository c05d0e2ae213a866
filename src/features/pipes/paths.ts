// The addresses of the pipes area's pages, for links and navigation (a module of its own, so a page
// links to another without loading its components).

/** The pipes page showing one service's pipes (PipesPage reads `service`). */
export function pipeListPath(serviceId: string): string {
  return `/pipes?service=${encodeURIComponent(serviceId)}`;
}

export function pipeDetailPath(serviceId: string, pipeId: string): string {
  return `/pipes/${encodeURIComponent(serviceId)}/${encodeURIComponent(pipeId)}`;
}
