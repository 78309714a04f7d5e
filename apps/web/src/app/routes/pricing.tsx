import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Faq, PageHero, Section } from '../../components/marketing/blocks';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { cn } from '../../lib/utils';

const PLANS = [
  {
    name: 'Individual',
    audience: 'For people organising their own finances.',
    features: [
      'PDF and image statements',
      'Up to 10 files per upload, 10 MB each',
      'CSV export of every statement',
      'Categorised spending reports',
    ],
    cta: { label: 'Create Account', to: paths.signUp },
  },
  {
    name: 'Business',
    audience: 'For accountants, bookkeepers and finance teams.',
    features: [
      'Everything in Individual',
      'Higher monthly volumes',
      'Longer data retention',
      'Priority support',
    ],
    cta: { label: 'Contact us', to: paths.contactUs },
    featured: true,
  },
  {
    name: 'On-Premise',
    audience: 'For organisations that must keep data in-house.',
    features: [
      'Runs entirely on your servers',
      'No third-party AI calls',
      'Deployment in 2-4 weeks',
      'Training and handover',
    ],
    cta: { label: 'Learn more', to: paths.onPremise },
  },
] as const;

const FAQ = [
  {
    q: 'Why are there no prices on this page?',
    a: 'Plans are being finalised. Rather than show numbers that might change, we quote on request — write to us and you will have an answer within 24 hours on business days.',
  },
  {
    q: 'Can I try BSP before paying?',
    a: 'Yes. Create an account to explore the product; tell us about your volumes and we will suggest the right plan.',
  },
  {
    q: 'How do fee changes work?',
    a: 'Any change to fees is announced with 30 days’ notice, and refund requests are accepted within 30 days of purchase. See the Terms & Conditions for details.',
  },
  {
    q: 'How long is my data kept?',
    a: 'Financial data is retained from 30 days to 1 year depending on the plan, and you can delete it sooner.',
  },
] as const;

export function PricingPage() {
  useDocumentTitle('Pricing');
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Plans that fit how you work"
        description="Prices are quoted on request while our plans are finalised. Every plan includes reconciled, verified output."
      />
      <Section>
        <div className="grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <div
              key={plan.name}
              className={cn(
                'flex flex-col gap-6 rounded-2xl border bg-card p-8 shadow-sm',
                'featured' in plan && plan.featured && 'border-primary ring-1 ring-primary',
              )}
            >
              <div className="grid gap-2">
                <h2 className="font-semibold text-xl">{plan.name}</h2>
                <p className="text-muted-foreground text-sm">{plan.audience}</p>
              </div>
              <p className="font-bold text-3xl tracking-tight">
                Contact us
                <span className="block font-normal text-muted-foreground text-sm">for a quote</span>
              </p>
              <ul className="grid gap-3 text-sm">
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {f}
                  </li>
                ))}
              </ul>
              <Button
                asChild
                className="mt-auto"
                variant={'featured' in plan && plan.featured ? 'default' : 'outline'}
              >
                <Link to={plan.cta.to}>{plan.cta.label}</Link>
              </Button>
            </div>
          ))}
        </div>
      </Section>
      <Section muted title="Pricing questions">
        <Faq items={FAQ} />
      </Section>
    </>
  );
}
