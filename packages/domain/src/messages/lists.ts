/** What every admin list that pages says alike (`ui/pager.tsx`); each list words its own count. */
export const listsMessages = {
  pager: {
    previous: 'Previous',
    next: 'Next',
  },
} as const;
