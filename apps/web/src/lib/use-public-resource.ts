import { useQuery } from '@tanstack/react-query';
import { getJson, isNotFound } from './api';

/** A public resource by id for an info page; an id that is not a number is simply not found. */
export function usePublicResource<T>(kind: 'run' | 'camp' | 'term', id: string | undefined) {
  const valid = Boolean(id && /^\d{1,9}$/.test(id));
  const query = useQuery({
    queryKey: [kind, id],
    queryFn: () => getJson<T>(`/api/v4/public/${kind}/${id}`),
    enabled: valid,
    retry: (count, err) => !isNotFound(err) && count < 1,
  });
  return { ...query, notFound: !valid || isNotFound(query.error) };
}
