import { PlaceholderPage } from '../placeholder-page';

export const SignUpPage = () => <PlaceholderPage title="Sign Up" />;
