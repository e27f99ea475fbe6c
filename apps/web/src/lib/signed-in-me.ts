import type { Me } from '@clubroom/domain/api';
import { useOutletContext } from 'react-router';

export type SignedInMe = Me & { user: NonNullable<Me['user']> };

/** The signed-in person, on a page under the sign-in guard (app/sign-in-guard.tsx). */
export const useSignedInMe = () => useOutletContext<SignedInMe>();
