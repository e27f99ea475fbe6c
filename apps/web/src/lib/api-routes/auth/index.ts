// Generated from packages/domain/src/api/auth.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { emailStatusCheck } from './emailStatusCheck';
export { loginUser } from './loginUser';
export { restLogin } from './restLogin';
export { signUp } from './signUp';
export { verifySignUpCode } from './verifySignUpCode';
export { resendSignUpCode } from './resendSignUpCode';
export { logSignUpStep } from './logSignUpStep';
export { sendMagicLink } from './sendMagicLink';
export { openMagicLink } from './openMagicLink';
export { useMagicLink } from './useMagicLink';
export { requestPasswordReset } from './requestPasswordReset';
export { resetPassword } from './resetPassword';
export { logout } from './logout';
export { me } from './me';
