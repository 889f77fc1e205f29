/** Stands in for a dashboard page whose feature has not landed yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">Coming soon</p>
    </section>
  );
}
