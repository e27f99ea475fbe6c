/** The contract page (the server's CONTRACT_PAGE_PATH: its form posts here too). */
export const CONTRACT_PAGE_PATH = '/terms/update';

export const contractPagePath = (next: string) => `${CONTRACT_PAGE_PATH}?next=${encodeURIComponent(next)}`;
