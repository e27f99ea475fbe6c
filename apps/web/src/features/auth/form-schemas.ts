import { emailBodySchema, loginBodySchema, signUpBodySchema, verifyCodeBodySchema } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { isUkMobile, normaliseEmail, passwordLengthProblem } from '@clubroom/domain/rules';
import { z } from 'zod';

/**
 * The forms validate with the server's own request schemas, their fields given the catalogue's
 * wording (the server's messages are written for API callers).
 */
/** An email address field; `required` is what to say when it is empty ("your" address, or "their"). */
export const emailField = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(254, messages.forms.emailInvalid)
    .email(messages.forms.emailInvalid)
    .transform(normaliseEmail);
const email = emailField(messages.forms.required('email address'));

const newPassword = z.string().superRefine((value, ctx) => {
  const problem = passwordLengthProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const emailFormSchema = emailBodySchema.extend({ email });

export const signInFormSchema = loginBodySchema.extend({
  email,
  password: z.string().min(1, messages.forms.required('password')),
});

export const signUpFormSchema = signUpBodySchema.extend({
  email,
  mobile: z.string().trim().max(20, messages.signUp.mobileInvalid).refine(isUkMobile, messages.signUp.mobileInvalid),
  password: newPassword,
  // A checkbox starts unticked: the form holds a boolean, the request still only ever says `true`.
  acceptTerms: z
    .boolean()
    .refine(Boolean, messages.signUp.acceptTermsRequired)
    .transform(() => true as const),
});

export const verifyCodeFormSchema = verifyCodeBodySchema.pick({ code: true }).extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, messages.verificationCode.format),
});

export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.resetPassword.mismatch,
    path: ['confirmPassword'],
  });
