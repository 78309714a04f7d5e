import { MAX_FILE_SIZE, MAX_FILES } from '@bsp/shared';
import { Eye, Lightbulb, Lock, Users } from 'lucide-react';
import { Link } from 'react-router';
import { CtaBand, FeatureCard, PageHero, Section } from '../../components/marketing/blocks';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

const VALUES = [
  {
    icon: Eye,
    title: 'Transparency',
    body: 'When a statement does not add up, we say so. BSP shows you what it could not reconcile instead of quietly filling gaps.',
  },
  {
    icon: Lock,
    title: 'Security',
    body: 'Financial documents are sensitive. Processing stays on our own servers — or on yours — with no third-party AI services involved.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    body: 'We combine document understanding with plain arithmetic checks, so automation never comes at the cost of correctness.',
  },
  {
    icon: Users,
    title: 'Customer Focus',
    body: 'Accountants, bookkeepers and small businesses shape what we build next. Every support message is read by the team.',
  },
] as const;

// Product facts rather than marketing figures: every one is enforced by the software.
const FACTS = [
  { value: `${MAX_FILES}`, label: 'files per upload' },
  { value: `${MAX_FILE_SIZE / (1024 * 1024)} MB`, label: 'per file' },
  { value: '6', label: 'file types: PDF, PNG, JPEG, TIFF, WebP, HEIC' },
  { value: '0', label: 'third-party AI services see your data' },
] as const;

export function AboutPage() {
  useDocumentTitle('About us');
  return (
    <>
      <PageHero
        eyebrow="About BSP"
        title="Bank statements deserve better than copy and paste"
        description="BSP turns PDF and image statements into structured, verified data — so the hours spent retyping transactions go into understanding them instead."
      >
        <Button size="lg" asChild>
          <Link to={paths.signUp}>Start Free Trial</Link>
        </Button>
        <Button size="lg" variant="outline" asChild>
          <Link to={paths.pricing}>View Pricing</Link>
        </Button>
      </PageHero>

      <Section title="Our mission">
        <div className="mx-auto grid max-w-3xl gap-4 text-center text-lg text-muted-foreground leading-relaxed">
          <p>
            Statements are still the most common way financial data changes hands, and they are made
            for printing, not for analysis. Our mission is to make every statement usable as data —
            accurately, privately and in seconds.
          </p>
          <p>
            Accuracy comes first: BSP reconciles every number it extracts against the statement’s
            own balances, and tells you when something does not match.
          </p>
        </div>
      </Section>

      <Section muted title="What we value">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((v) => (
            <FeatureCard key={v.title} icon={v.icon} title={v.title}>
              {v.body}
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section title="BSP at a glance" description="Facts about the product, not vanity metrics.">
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FACTS.map((f) => (
            <div key={f.label} className="rounded-xl border bg-card p-6 text-center shadow-sm">
              <dt className="order-2 mt-1 text-muted-foreground text-sm">{f.label}</dt>
              <dd className="font-bold text-3xl text-primary">{f.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <CtaBand
        title="See what BSP does with your statements"
        description="Create a free account and try it."
        primary={{ to: paths.signUp, label: 'Get Started Free' }}
        secondary={{ to: paths.pricing, label: 'View Plans' }}
      />
    </>
  );
}
