import { describe, expect, it } from 'vitest';
import { photoPermissionsSearchOf, photoPermissionsViewOf } from './photo-permissions-view';

const viewOf = (search: string) => photoPermissionsViewOf(new URLSearchParams(search));

describe('the photo permissions list in the address', () => {
  it('reads its search, answer and page, and writes them back the same', () => {
    const view = viewOf('search=Quill&answer=no&page=3');
    expect(view).toEqual({ search: 'Quill', answer: 'no', page: 3 });
    expect(photoPermissionsSearchOf(view)).toBe('search=Quill&answer=no&page=3');
  });

  it('at its defaults is the bare address: the API call the page preloads', () => {
    expect(photoPermissionsSearchOf(viewOf(''))).toBe('');
    expect(photoPermissionsSearchOf({ search: '  ', answer: null, page: 1 })).toBe('');
  });

  it('reads what an address gets wrong as the default', () => {
    expect(viewOf('answer=maybe&page=0')).toEqual({ search: '', answer: null, page: 1 });
    expect(viewOf('page=-2').page).toBe(1);
    expect(viewOf('page=1.5').page).toBe(1);
    expect(viewOf('answer=none').answer).toBe('none');
  });
});
