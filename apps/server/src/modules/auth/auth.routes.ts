import { authApi } from '@clubroom/domain/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerRoute, type RouteCall } from '../../platform/http/register-route.js';
import { requestFacts } from '../../platform/http/request-facts.js';
import { authContextFor } from '../../platform/security/auth-context.js';
import type { KnownDevices } from '../../platform/security/known-device.js';
import { endSession, startSession } from '../../platform/security/sessions.js';
import type { ContractRequiredCheck } from '../terms-of-use/index.js';
import { requestAccountLink } from './account-link.js';
import type { AuthDeps } from './auth-deps.js';
import { emailStatus } from './email-status.js';
import { getMe } from './get-me.js';
import { isLiveMagicLink, useMagicLink } from './magic-link.js';
import { resetPassword } from './password-reset.js';
import { resendVerificationCode } from './resend-verification-code.js';
import { signIn } from './sign-in.js';
import { clearSignUpAttemptCookie, setSignUpAttemptCookie, signUpAttemptHash } from './sign-up-attempt.js';
import { signUp } from './sign-up.js';
import { verifyEmailCode } from './verify-email-code.js';
import { clubPages, landingPathFor } from '@clubroom/domain/pages';

export interface AuthRoutesDeps extends AuthDeps {
  contractRequired: ContractRequiredCheck;
  /** PUBLIC_URL: where links in emails point. */
  publicUrl: URL;
  /** The devices accounts signed in on before (their attempts do not count against the account). */
  devices: KnownDevices;
}

type PasswordSignInCall = Pick<RouteCall<typeof authApi.loginUser>, 'request' | 'reply' | 'body'>;

/** Opening an expired or used link leads to a page that says so (and offers a new one). */
const expiredPage = (next?: string) =>
  next ? `${clubPages.linkExpired.path}?next=${encodeURIComponent(next)}` : clubPages.linkExpired.path;

const clubIdOf = (request: FastifyRequest) => (request.tenant.kind === 'club' ? request.tenant.club.id : null);

export function authRoutes(app: FastifyInstance, deps: AuthRoutesDeps): void {
  const { sessions, clock, devices } = deps;
  const facts = (request: FastifyRequest) => requestFacts(request, deps.publicUrl);

  /**
   * Signs the person in with a fresh session, on a device that now knows their account, and answers
   * who they now are.
   */
  async function signedIn(request: FastifyRequest, reply: FastifyReply, userId: number, staySignedIn: boolean) {
    const sessionId = await startSession(sessions, request, reply, clock(), { userId, staySignedIn });
    request.auth = await authContextFor(
      deps.people,
      { id: sessionId, userId, impersonatorUserId: null },
      clubIdOf(request),
    );
    if (request.auth) devices.remember(request, reply, request.auth.user.email);
    return getMe(deps.contractRequired, request.auth);
  }

  registerRoute(app, authApi.emailStatusCheck, async ({ request, body }) =>
    emailStatus(deps, facts(request), body.email),
  );

  /** One sign-in at two paths (loginUser, restLogin). */
  const signInByPassword = async ({ request, reply, body }: PasswordSignInCall) => {
    const { userId } = await signIn(deps, facts(request), devices.of(request), body);
    return signedIn(request, reply, userId, body.staySignedIn);
  };
  registerRoute(app, authApi.loginUser, signInByPassword);
  registerRoute(app, authApi.restLogin, signInByPassword);

  registerRoute(app, authApi.signUp, async ({ request, reply, body }) => {
    const { attemptSecret, ...answer } = await signUp(deps, facts(request), body);
    setSignUpAttemptCookie(request, reply, attemptSecret);
    return answer;
  });
  registerRoute(app, authApi.verifySignUpCode, async ({ request, reply, body }) => {
    const { userId } = await verifyEmailCode(deps, facts(request), body, signUpAttemptHash(request));
    clearSignUpAttemptCookie(reply);
    return signedIn(request, reply, userId, false);
  });
  registerRoute(app, authApi.resendSignUpCode, async ({ request, body }) =>
    resendVerificationCode(deps, facts(request), body.email, signUpAttemptHash(request)),
  );
  registerRoute(app, authApi.logSignUpStep, async ({ request, body }) => {
    request.log.info({ signUpStep: body.step }, 'sign-up step');
    return { status: 'logged' };
  });

  registerRoute(app, authApi.sendMagicLink, async ({ request, body }) =>
    requestAccountLink(deps, facts(request), devices.of(request), {
      kind: 'magic-link',
      email: body.email,
      next: body.next,
    }),
  );
  // Opening an emailed link only leads to a page with a 'Sign in' button: mail scanners that open
  // every link would otherwise use it up. The page's form posts back here to sign in.
  registerRoute(app, authApi.openMagicLink, async ({ query, reply }) => {
    const { token, next } = query;
    if (!token || !(await isLiveMagicLink(deps, token))) return reply.redirect(expiredPage(next), 303);
    const page = new URLSearchParams({ token, ...(next && { next }) });
    return reply.redirect(`${clubPages.magicLink.path}?${page}`, 303);
  });
  registerRoute(app, authApi.useMagicLink, async ({ request, reply, body }) => {
    const used = await useMagicLink(deps, body.token);
    if (!used) return reply.redirect(expiredPage(body.next), 303);
    const sessionId = await startSession(sessions, request, reply, clock(), {
      userId: used.userId,
      staySignedIn: false,
    });
    devices.remember(request, reply, used.email);
    if (body.next) return reply.redirect(body.next, 303);
    const auth = await authContextFor(
      deps.people,
      { id: sessionId, userId: used.userId, impersonatorUserId: null },
      clubIdOf(request),
    );
    return reply.redirect(landingPathFor(auth?.clubRoles ?? []), 303);
  });

  registerRoute(app, authApi.requestPasswordReset, async ({ request, body }) =>
    requestAccountLink(deps, facts(request), devices.of(request), { kind: 'password-reset', email: body.email }),
  );
  registerRoute(app, authApi.resetPassword, async ({ request, reply, body }) => {
    const { userId } = await resetPassword(deps, facts(request), body);
    return signedIn(request, reply, userId, false);
  });

  registerRoute(app, authApi.logout, async ({ request, reply }) => {
    await endSession(sessions, request, reply);
    return { status: 'signed-out' };
  });
  registerRoute(app, authApi.me, async ({ request }) => getMe(deps.contractRequired, request.auth));
}
