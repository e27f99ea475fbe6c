import { isCanonicalId } from '@clubroom/domain/rules';
import { useParams } from 'react-router';

/** The child's id from the page's address, or null when it is no id (the page is then not found). */
export function useChildIdParam(): number | null {
  const { personId } = useParams();
  return personId && isCanonicalId(personId) ? Number(personId) : null;
}
