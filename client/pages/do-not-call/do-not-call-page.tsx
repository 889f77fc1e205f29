import { AddNumbersCard } from './add-numbers-card';
import { NumbersCard } from './numbers-card';

/** The account's do-not-call list: numbers never dialled from any list. */
export function DoNotCallPage() {
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Do Not Call</h1>
        <p className="text-muted-foreground">
          Numbers here are never dialled from any list. Homeowners who ask not to be called again on
          a call are added automatically. The national Do Not Call registry and state registries are
          not included: import your scrubbed lists here.
        </p>
      </header>
      <AddNumbersCard />
      <NumbersCard />
    </section>
  );
}
