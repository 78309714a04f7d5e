import {
  Building2,
  Cpu,
  Database,
  GraduationCap,
  HardDrive,
  Headphones,
  MemoryStick,
  Network,
  ServerCog,
  ShieldCheck,
  Wrench,
  Zap,
} from 'lucide-react';
import { Link } from 'react-router';
import { Faq, FeatureCard, PageHero, Section } from '../../components/marketing/blocks';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

const HARDWARE = [
  { icon: Cpu, title: 'Processor', body: 'Intel Xeon 3rd generation or equivalent' },
  { icon: Zap, title: 'GPU', body: 'NVIDIA GPU with 48GB VRAM' },
  { icon: MemoryStick, title: 'Memory', body: '256GB RAM' },
  { icon: HardDrive, title: 'Storage', body: '2TB storage' },
  { icon: Network, title: 'Network', body: 'High-speed network' },
  { icon: Database, title: 'Database', body: 'PostgreSQL or MySQL database' },
] as const;

const BENEFITS = [
  {
    icon: ShieldCheck,
    title: 'Your data never leaves',
    body: 'BSP runs fully on your own servers. Statements, extracted transactions and reports stay inside your network.',
  },
  {
    icon: ServerCog,
    title: 'No third-party AI calls',
    body: 'Document reading and analysis run on the local GPU. Nothing is sent to external AI services — ever.',
  },
  {
    icon: Building2,
    title: 'Fits your compliance',
    body: 'Apply your own retention, access control, backup and audit policies, exactly as for your other systems.',
  },
  {
    icon: Wrench,
    title: 'Integrates with your stack',
    body: 'Use your existing PostgreSQL or MySQL database and connect BSP’s output to your internal tools.',
  },
] as const;

const STEPS = [
  {
    title: 'Infrastructure assessment',
    body: 'We review your hardware, network and security requirements together.',
  },
  {
    title: 'Installation',
    body: 'We install BSP on your servers, with your database and your access rules.',
  },
  {
    title: 'Integration and testing',
    body: 'We connect BSP to your systems and verify results on your own statements.',
  },
  {
    title: 'Training and handover',
    body: 'Your team learns to run, monitor and update BSP; then it is yours.',
  },
] as const;

const SUPPORT = [
  {
    icon: Headphones,
    title: 'Direct support',
    body: 'A named contact and answers within 24 hours on business days.',
  },
  {
    icon: Wrench,
    title: 'Updates',
    body: 'New bank layouts and improvements delivered as updates you install when it suits you.',
  },
  {
    icon: GraduationCap,
    title: 'Training',
    body: 'Sessions for administrators and everyday users during handover.',
  },
] as const;

const FAQ = [
  {
    q: 'How long does a deployment take?',
    a: 'Typically 2-4 weeks from the infrastructure assessment to handover, depending on your environment and integrations.',
  },
  {
    q: 'Does BSP need internet access?',
    a: 'No external AI service is ever called. Network access is only needed if you want to fetch updates directly; they can also be delivered offline.',
  },
  {
    q: 'Why does it need a large GPU?',
    a: 'Reading scanned statements and understanding their layout runs on local models. The GPU keeps that fast without sending data anywhere.',
  },
  {
    q: 'Can we start smaller?',
    a: 'Talk to us about your volumes. The listed hardware is our recommendation for production use.',
  },
] as const;

export function OnPremisePage() {
  useDocumentTitle('On-Premise');
  return (
    <>
      <PageHero
        eyebrow="On-Premise"
        title="BSP on your own servers"
        description="The complete product — statement reading, reconciliation and reports — running entirely inside your infrastructure, with no third-party AI calls."
      >
        <Button size="lg" asChild>
          <Link to={paths.pricing}>Get Pricing</Link>
        </Button>
        {/* Spec: Contact Sales and Schedule Demo are not linked. */}
        <Button size="lg" variant="outline" type="button">
          Contact Sales
        </Button>
      </PageHero>

      <Section title="Benefits">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((b) => (
            <FeatureCard key={b.title} icon={b.icon} title={b.title}>
              {b.body}
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section
        muted
        title="Hardware requirements"
        description="Recommended for production workloads."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {HARDWARE.map(({ icon: Icon, title, body }) => (
            <li
              key={title}
              className="flex items-center gap-4 rounded-xl border bg-card p-5 shadow-sm"
            >
              <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10">
                <Icon className="size-5 text-primary" aria-hidden="true" />
              </div>
              <div className="text-sm">
                <p className="font-semibold">{title}</p>
                <p className="text-muted-foreground">{body}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Deployment process" description="From first call to handover in 2-4 weeks.">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s, i) => (
            <li
              key={s.title}
              className="grid content-start gap-3 rounded-xl border bg-card p-6 shadow-sm"
            >
              <span className="flex size-8 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm">
                {i + 1}
              </span>
              <h3 className="font-semibold">{s.title}</h3>
              <p className="text-muted-foreground text-sm">{s.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section muted title="Support">
        <div className="grid gap-6 md:grid-cols-3">
          {SUPPORT.map((s) => (
            <FeatureCard key={s.title} icon={s.icon} title={s.title}>
              {s.body}
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section title="On-premise questions">
        <Faq items={FAQ} />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.pricing}>Get Pricing</Link>
          </Button>
          <Button variant="outline" type="button">
            Schedule Demo
          </Button>
        </div>
      </Section>
    </>
  );
}
