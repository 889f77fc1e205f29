import { PlaceholderPage } from '../placeholder-page';

export const ForgotPasswordPage = () => <PlaceholderPage title="Forgot Password" />;
