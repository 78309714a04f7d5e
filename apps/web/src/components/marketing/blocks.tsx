import type * as React from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';

export function PageHero({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <section className="border-b bg-gradient-to-b from-accent/60 to-background">
      <div className="mx-auto grid max-w-4xl gap-4 px-4 py-16 text-center sm:px-6 sm:py-20">
        {eyebrow ? <p className="font-semibold text-primary text-sm">{eyebrow}</p> : null}
        <h1 className="text-balance font-bold text-3xl tracking-tight sm:text-5xl">{title}</h1>
        {description ? (
          <p className="mx-auto max-w-2xl text-balance text-lg text-muted-foreground">
            {description}
          </p>
        ) : null}
        {children ? (
          <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div>
        ) : null}
      </div>
    </section>
  );
}

export function Section({
  id,
  title,
  description,
  children,
  className,
  muted,
}: {
  id?: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  muted?: boolean;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn('scroll-mt-20', muted && 'bg-muted/40', className)}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        {title ? (
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <h2
              id={headingId}
              className="text-balance font-bold text-2xl tracking-tight sm:text-3xl"
            >
              {title}
            </h2>
            {description ? <p className="mt-3 text-muted-foreground">{description}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}

export function FeatureCard({
  icon: Icon,
  title,
  children,
}: {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid content-start gap-3 rounded-xl border bg-card p-6 shadow-sm">
      <div className="flex size-10 items-center justify-center rounded-lg bg-primary/10">
        <Icon className="size-5 text-primary" aria-hidden="true" />
      </div>
      <h3 className="font-semibold">{title}</h3>
      <div className="text-muted-foreground text-sm leading-relaxed">{children}</div>
    </div>
  );
}

export function Faq({ items }: { items: readonly { q: string; a: React.ReactNode }[] }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-3">
      {items.map((item) => (
        <details
          key={item.q}
          className="group rounded-lg border bg-card p-4 open:shadow-sm [&_summary::-webkit-details-marker]:hidden"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium">
            {item.q}
            <span
              aria-hidden="true"
              className="text-muted-foreground text-xl leading-none transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="mt-3 text-muted-foreground text-sm leading-relaxed">{item.a}</div>
        </details>
      ))}
    </div>
  );
}

type CtaLink = { to: string; label: string };

/** The closing call to action of a marketing page: a solid and an outlined link on the band. */
export function CtaBand({
  title,
  description,
  primary,
  secondary,
}: {
  title: string;
  description?: string;
  primary: CtaLink;
  secondary: CtaLink;
}) {
  return (
    <section className="px-4 pb-20 sm:px-6">
      <div className="mx-auto grid max-w-5xl gap-4 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">{title}</h2>
        {description ? (
          <p className="mx-auto max-w-2xl text-primary-foreground/85">{description}</p>
        ) : null}
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button size="lg" variant="secondary" asChild>
            <Link to={primary.to}>{primary.label}</Link>
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
            asChild
          >
            <Link to={secondary.to}>{secondary.label}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

export type LegalSection = { title: string; body: React.ReactNode };

export function LegalDocument({
  title,
  updated,
  intro,
  sections,
  aside,
  children,
}: {
  title: string;
  updated: string;
  intro: React.ReactNode;
  sections: readonly LegalSection[];
  aside?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <header className="mb-10 grid gap-3">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground text-sm">
          Last updated: <time dateTime="2024-01-15">{updated}</time>
        </p>
        <div className="text-muted-foreground leading-relaxed">{intro}</div>
      </header>
      {aside}
      <nav aria-label="Sections" className="mb-10 rounded-lg border bg-muted/40 p-4">
        <h2 className="mb-2 font-semibold text-sm">Contents</h2>
        <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map((section, i) => (
            <li key={section.title}>
              <a href={`#section-${i + 1}`} className="text-primary hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-10">
        {sections.map((section, i) => (
          <section key={section.title} id={`section-${i + 1}`} className="scroll-mt-20">
            <h2 className="mb-3 font-semibold text-xl">
              {i + 1}. {section.title}
            </h2>
            <div className="grid gap-3 text-muted-foreground leading-relaxed [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
              {section.body}
            </div>
          </section>
        ))}
      </div>
      {children}
    </article>
  );
}
