/** The console's last company search this tab made, so a company's "Back" link returns to its results. */
let last = '';

export function rememberCompanySearch(q: string): void {
  last = q;
}

/** The companies' address with the last search (or none). */
export function companiesPath(): string {
  return last === '' ? '/companies' : `/companies?${new URLSearchParams({ q: last })}`;
}
