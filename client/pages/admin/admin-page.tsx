import { Link } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { DemoCallsSection } from './demo-calls-section';
import { InvoicesSection } from './invoices-section';
import { QueuesSection } from './queues-section';
import { SocialProofCard } from './social-proof-card';
import { TestimonialsSection } from './testimonials-section';
import { UsersSection } from './users-section';

/** The admin area (admins only; the server refuses everyone else). */
export function AdminPage() {
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Admin</h1>
          <p className="text-muted-foreground">
            Users, job queues, the landing page's demo calls, social proof and testimonials, and
            invoices.
          </p>
        </div>
        <Link href="/dashboard" className="text-primary underline underline-offset-4">
          Back to dashboard
        </Link>
      </header>
      <Tabs defaultValue="users">
        <TabsList>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="queues">Queues</TabsTrigger>
          <TabsTrigger value="demo-calls">Demo calls</TabsTrigger>
          <TabsTrigger value="testimonials">Testimonials</TabsTrigger>
          <TabsTrigger value="invoices">Invoices</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersSection />
        </TabsContent>
        <TabsContent value="queues">
          <QueuesSection />
        </TabsContent>
        <TabsContent value="demo-calls">
          <DemoCallsSection />
        </TabsContent>
        <TabsContent value="testimonials" className="flex flex-col gap-4">
          <SocialProofCard />
          <TestimonialsSection />
        </TabsContent>
        <TabsContent value="invoices">
          <InvoicesSection />
        </TabsContent>
      </Tabs>
    </main>
  );
}
