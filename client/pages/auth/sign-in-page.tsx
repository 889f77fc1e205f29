import { PlaceholderPage } from '../placeholder-page';

export const SignInPage = () => <PlaceholderPage title="Sign In" />;
