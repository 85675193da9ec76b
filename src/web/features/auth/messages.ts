/** Spec §8's texts for the password pages, in one place for the pages and their tests. */
export const FORGOT_SUCCESS = 'Password reset email sent! Please check your email for further instructions.';
export const RESET_SUCCESS = 'Password reset successful! Redirecting to login...';
/** Spec §5: the reset page opened without its token. */
export const MISSING_TOKEN = 'Invalid reset token. Please request a new password reset.';
