// Generated from packages/domain/src/api/auth.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { authApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  emailStatusCheck: api.emailStatusCheck.response,
  loginUser: api.loginUser.response,
  restLogin: api.restLogin.response,
  signUp: api.signUp.response,
  verifySignUpCode: api.verifySignUpCode.response,
  resendSignUpCode: api.resendSignUpCode.response,
  logSignUpStep: api.logSignUpStep.response,
  sendMagicLink: api.sendMagicLink.response,
  requestPasswordReset: api.requestPasswordReset.response,
  resetPassword: api.resetPassword.response,
  logout: api.logout.response,
  me: api.me.response,
};
