/** the texts of docs/store-rules.md#errors for the password pages, in one place for the pages and their tests. */
export const FORGOT_SUCCESS = 'Password reset email sent! Please check your email for further instructions.';
export const RESET_SUCCESS = 'Password reset successful! Redirecting to login...';
/** docs/store-rules.md#validation: the reset page opened without its token. */
export const MISSING_TOKEN = 'Invalid reset token. Please request a new password reset.';
