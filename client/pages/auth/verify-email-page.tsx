import { PlaceholderPage } from '../placeholder-page';

export const VerifyEmailPage = () => <PlaceholderPage title="Verify Email" />;
