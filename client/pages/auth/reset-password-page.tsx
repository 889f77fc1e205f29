import { PlaceholderPage } from '../placeholder-page';

export const ResetPasswordPage = () => <PlaceholderPage title="Reset Password" />;
