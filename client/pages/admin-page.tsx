import { Link } from 'wouter';

/** The admin area; its contents are not specified yet. */
export function AdminPage() {
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-2 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Admin</h1>
      <p className="text-muted-foreground">Coming soon</p>
      <Link href="/dashboard" className="w-fit text-primary underline underline-offset-4">
        Back to dashboard
      </Link>
    </main>
  );
}
