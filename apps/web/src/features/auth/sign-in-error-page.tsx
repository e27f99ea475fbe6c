import { ReturnToLogin } from './return-to-login';

/** /login/error: where a sign-in step that cannot go on sends people. */
export default function SignInErrorPage() {
  return <ReturnToLogin />;
}
