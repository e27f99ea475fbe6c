import { z } from 'zod';
import { isUkMobile, PASSWORD_MAX_LENGTH, SITE_PATH_PATTERN } from '../rules/account.js';
import { defineRoute } from './define-route.js';
import { emailSchema, personNameSchema } from './people.js';
import { clubRoles, platformRoles } from './roles.js';
import { plainText } from './text.js';

/** Length and commonness are checked by the server's password policy, which names the rule. */
const password = z
  .string()
  .min(1, 'is required')
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);
/** A path on this site to go to afterwards; never another site. */
export const nextPathSchema = z.string().max(500).regex(SITE_PATH_PATTERN, 'must be a path on this site').optional();

export const emailBodySchema = z.object({ email: emailSchema });

export const emailStatusResponseSchema = z.object({
  /** What the sign-in page needs to say next: ask for a password, or offer sign-up. */
  status: z.enum(['active', 'unverified', 'no-account']),
});

export const loginBodySchema = z.object({
  email: emailSchema,
  password,
  staySignedIn: z.boolean().optional().default(false),
});

export const signUpBodySchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema,
  mobile: z
    .string()
    .trim()
    .max(20)
    .refine(isUkMobile, 'must be a UK mobile number starting 07 or +44 7 followed by 9 digits'),
  password,
  acceptTerms: z.literal(true, { error: 'Please accept these Terms of Use to continue' }),
  marketingOptIn: z.boolean().optional().default(false),
});

export const verifyCodeBodySchema = z.object({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code'),
});
export const logSignUpBodySchema = z.object({ step: plainText().trim().min(1).max(40), email: emailSchema.optional() });
export const magicLinkBodySchema = z.object({ email: emailSchema, next: nextPathSchema });
/** The link in an email: a token or next that is not right goes to the expired-link page, never an error page. */
export const magicLinkQuerySchema = z.object({
  token: z.string().max(100).optional().catch(undefined),
  next: nextPathSchema.catch(undefined),
});
export const resetPasswordBodySchema = z.object({ token: z.string().min(1).max(100), password });

export const meSchema = z.object({
  user: z
    .object({
      id: z.number(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
    })
    .nullable(),
  /** Roles at the club the host names, and platform-wide roles. */
  roles: z.array(z.enum([...clubRoles, ...platformRoles])),
  impersonator: z.object({ email: z.string(), firstName: z.string() }).nullable(),
  /** Set when the latest contract for the person's role is not yet accepted. */
  contractRequired: z
    .object({
      role: z.enum(['parent', 'coach', 'organiser']),
      version: z.number(),
      updated: z.boolean().describe('the person accepted an earlier version of these terms (false: the first time)'),
    })
    .nullable(),
  /** Whether the person sees the club's money (financial routes): platform roles, and staff given financial access. */
  financialAccess: z.boolean(),
});

export const statusResponseSchema = z.object({ status: z.string() });

export type EmailStatusResponse = z.infer<typeof emailStatusResponseSchema>;
export type LoginBody = z.input<typeof loginBodySchema>;
export type SignUpBody = z.input<typeof signUpBodySchema>;
export type Me = z.infer<typeof meSchema>;

/**
 * Signing in, signing up and out work on any host: on a club's site they also say the person's
 * roles there, and a sign-up joins that club.
 */
const authRoute = { tags: ['auth'], access: 'public', scope: 'platform' } as const;
const passwordSignIn = {
  ...authRoute,
  method: 'POST',
  summary: 'Sign in by email and password',
  body: loginBodySchema,
  response: meSchema,
  errors: ['INVALID_CREDENTIALS', 'EMAIL_UNVERIFIED', 'RATE_LIMITED'],
} as const;

export const authApi = {
  emailStatusCheck: defineRoute({
    ...authRoute,
    operationId: 'emailStatusCheck',
    method: 'POST',
    path: '/api/v4/public/authentication/email-status-check',
    summary: 'Whether an email has an account (rate limited)',
    body: emailBodySchema,
    response: emailStatusResponseSchema,
    errors: ['RATE_LIMITED'],
  }),
  loginUser: defineRoute({
    ...passwordSignIn,
    operationId: 'loginUser',
    path: '/api/v4/public/authentication/login-user',
  }),
  /** The same sign-in at the path older clients call. */
  restLogin: defineRoute({ ...passwordSignIn, operationId: 'restLogin', path: '/rest/v1/authentication/login' }),
  signUp: defineRoute({
    ...authRoute,
    operationId: 'signUp',
    method: 'POST',
    path: '/api/v4/public/signup/new-user',
    summary: "A parent signs up on a club's site; a verification code is emailed",
    body: signUpBodySchema,
    response: statusResponseSchema,
    botCheck: true,
    errors: ['EMAIL_TAKEN', 'RATE_LIMITED'],
  }),
  verifySignUpCode: defineRoute({
    ...authRoute,
    operationId: 'verifySignUpCode',
    method: 'POST',
    path: '/api/v4/public/signup/verify-code',
    summary: 'Confirm the emailed code; signs the person in',
    body: verifyCodeBodySchema,
    response: meSchema,
    errors: ['CODE_INVALID', 'RATE_LIMITED'],
  }),
  resendSignUpCode: defineRoute({
    ...authRoute,
    operationId: 'resendSignUpCode',
    method: 'POST',
    path: '/api/v4/public/signup/resend-code',
    summary: 'Email a new verification code',
    body: emailBodySchema,
    response: statusResponseSchema,
    errors: ['RATE_LIMITED'],
  }),
  logSignUpStep: defineRoute({
    ...authRoute,
    operationId: 'logSignUpStep',
    method: 'POST',
    path: '/api/v4/public/signup/log-sign-up',
    summary: 'Records a sign-up step for the funnel',
    body: logSignUpBodySchema,
    response: statusResponseSchema,
  }),
  sendMagicLink: defineRoute({
    ...authRoute,
    operationId: 'sendMagicLink',
    method: 'POST',
    path: '/api/new-magic-link',
    summary: 'Email a single-use sign-in link',
    body: magicLinkBodySchema,
    response: statusResponseSchema,
    botCheck: true,
    errors: ['RATE_LIMITED'],
  }),
  openMagicLink: defineRoute({
    ...authRoute,
    operationId: 'openMagicLink',
    method: 'GET',
    path: '/api/magic-link-login',
    summary: 'Open a magic link: leads to the page that signs in with it (the link is not used yet)',
    query: magicLinkQuerySchema,
    redirects: true,
  }),
  useMagicLink: defineRoute({
    ...authRoute,
    operationId: 'useMagicLink',
    method: 'POST',
    path: '/api/magic-link-login',
    summary: 'Use a magic link (the form of /login/link): signs in once and redirects',
    body: magicLinkQuerySchema,
    form: true,
    redirects: true,
  }),
  requestPasswordReset: defineRoute({
    ...authRoute,
    operationId: 'requestPasswordReset',
    method: 'POST',
    path: '/api/auth/forgot-password-express',
    summary: 'Email a password reset link',
    body: emailBodySchema,
    response: statusResponseSchema,
    botCheck: true,
    errors: ['RATE_LIMITED'],
  }),
  resetPassword: defineRoute({
    ...authRoute,
    operationId: 'resetPassword',
    method: 'POST',
    path: '/api/auth/forgot-password-express-check',
    summary: 'Set a new password with a reset token; signs in',
    body: resetPasswordBodySchema,
    response: meSchema,
    errors: ['TOKEN_INVALID', 'RATE_LIMITED'],
  }),
  logout: defineRoute({
    ...authRoute,
    operationId: 'logout',
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out',
    response: statusResponseSchema,
  }),
  me: defineRoute({
    ...authRoute,
    operationId: 'me',
    method: 'GET',
    path: '/api/auth/me',
    summary: 'Who is signed in, their roles here, and any contract awaiting acceptance',
    response: meSchema,
  }),
};
