import { Avatar } from '../../components/ui/avatar';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { useAuth } from '../../lib/auth';
import { EmailVerification } from './email-verification';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';

export function ProfileSection() {
  const { user } = useAuth();
  if (!user) return null;
  const displayName = user.name.trim() || user.email;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name, e-mail address and password</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex items-center gap-4">
          <Avatar src={user.avatarUrl} name={displayName} className="size-12" />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="truncate font-medium">{displayName}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            <EmailVerification verified={user.emailVerified} />
          </div>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <NameForm key={user.name} initialName={user.name} />
          <PasswordForm />
        </div>
      </CardContent>
    </Card>
  );
}
