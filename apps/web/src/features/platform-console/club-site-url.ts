/** An address on a club's own site (`<club>.<base domain>`), from the platform host the console is on. */
export function clubSiteUrl(subdomain: string, baseDomain: string, path: string): string {
  const port = window.location.port ? `:${window.location.port}` : '';
  return `${window.location.protocol}//${subdomain}.${baseDomain}${port}${path}`;
}
