import {
  Brain,
  FileImage,
  FileSpreadsheet,
  Landmark,
  LineChart,
  PlayCircle,
  Scale,
  ServerCog,
  Upload,
  Zap,
} from 'lucide-react';
import { Link } from 'react-router';
import { CtaBand, FeatureCard, Section } from '../../components/marketing/blocks';
import { HeroIllustration } from '../../components/marketing/hero-illustration';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { DEMO_VIDEO_ID } from '../../lib/config';

function DemoVideoDialog({ trigger }: { trigger: React.ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {/* Spec §9: max width 4xl, 90vw by 80vh. */}
      <DialogContent
        className="flex h-[80vh] w-[90vw] max-w-4xl flex-col gap-3 p-4 sm:p-6"
        // Keep focus in this document (not inside the video iframe) so Escape always closes.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogTitle>BSP product demo</DialogTitle>
        <DialogDescription className="sr-only">
          A video walk-through of converting a statement to CSV.
        </DialogDescription>
        <div className="min-h-0 flex-1 overflow-hidden rounded-lg bg-black">
          <iframe
            className="size-full"
            src={`https://www.youtube-nocookie.com/embed/${DEMO_VIDEO_ID}?rel=0`}
            title="BSP product demo video"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}

const STEPS = [
  {
    icon: Upload,
    title: 'Upload Your Statement',
    body: 'Drop in PDF or image statements — scans and phone photos included. Up to 10 files at a time.',
  },
  {
    icon: Brain,
    title: 'AI Analysis',
    body: 'BSP reads every page, extracts each transaction and checks that the rows add up to the statement’s own opening and closing balances.',
  },
  {
    icon: LineChart,
    title: 'Get Insights',
    body: 'Download clean CSV and explore categorised spending, income and trends in your reports.',
  },
] as const;

const FEATURES = [
  {
    icon: Landmark,
    title: 'All major bank formats',
    body: 'Built to read the layouts banks actually use: multi-column, multi-page, with running balances or without.',
  },
  {
    icon: FileImage,
    title: 'PDF and image support',
    body: 'Digital PDFs are read directly; scans and photos (PNG, JPEG, TIFF, WebP, HEIC) go through OCR.',
  },
  {
    icon: Zap,
    title: 'Instant conversion',
    body: 'Get a CSV you can open in any spreadsheet or import into your accounting tool.',
  },
  {
    icon: Scale,
    title: 'Every number reconciled',
    body: 'Totals are checked against the statement. When something does not add up, BSP tells you instead of guessing.',
  },
  {
    icon: ServerCog,
    title: 'Secure processing',
    body: 'Statements are processed on BSP’s own servers — no third-party AI services see your data.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Structured output',
    body: 'Date, description, amount and balance in consistent columns, ready for analysis.',
  },
] as const;

export function HomePage() {
  useDocumentTitle('Convert PDF & Image Statements to CSV');
  return (
    <>
      <section className="overflow-hidden border-b bg-gradient-to-b from-accent/70 to-background">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
          <div className="grid gap-6 text-center lg:text-left">
            <p className="mx-auto inline-flex w-fit items-center gap-2 rounded-full border bg-background px-3 py-1 font-medium text-muted-foreground text-xs lg:mx-0">
              <Scale className="size-3.5 text-primary" aria-hidden="true" />
              Reconciled to the last cent
            </p>
            <h1 className="text-balance font-bold text-4xl tracking-tight sm:text-5xl lg:text-6xl">
              Convert PDF &amp; Image Statements to CSV Format
            </h1>
            <p className="mx-auto max-w-xl text-balance text-lg text-muted-foreground lg:mx-0">
              Upload a bank statement, get clean transactions back — categorised, checked against
              the statement’s own totals and ready for your spreadsheet.
            </p>
            <div className="flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
              <Button size="lg" asChild>
                <Link to={paths.uploadStatement}>Convert Statement to CSV</Link>
              </Button>
              <DemoVideoDialog
                trigger={
                  <Button size="lg" variant="outline">
                    <PlayCircle aria-hidden="true" />
                    Watch Demo
                  </Button>
                }
              />
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <Section
        id="how-it-works"
        title="How it works"
        description="Three steps from a statement to answers."
      >
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li
              key={step.title}
              className="relative grid content-start gap-3 rounded-xl border bg-card p-6 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-8 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm">
                  {i + 1}
                </span>
                <step.icon className="size-5 text-primary" aria-hidden="true" />
              </div>
              <h3 className="font-semibold text-lg">{step.title}</h3>
              <p className="text-muted-foreground text-sm leading-relaxed">{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="features"
        muted
        title="Built for statements, not generic documents"
        description="Support for all major bank formats, PDF and images, instant conversion and secure processing."
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((f) => (
            <FeatureCard key={f.title} icon={f.icon} title={f.title}>
              {f.body}
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section
        id="demo"
        title="See it in action"
        description="A short walk-through of a statement becoming a CSV."
      >
        <div className="flex justify-center">
          <DemoVideoDialog
            trigger={
              <button
                type="button"
                className="group relative flex aspect-video w-full max-w-3xl items-center justify-center overflow-hidden rounded-2xl border bg-gradient-to-br from-primary/15 via-accent to-background shadow-sm focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform group-hover:scale-105">
                  <PlayCircle className="size-8" aria-hidden="true" />
                </span>
                <span className="sr-only">Watch Demo</span>
              </button>
            }
          />
        </div>
      </Section>

      <CtaBand
        title="Ready to turn statements into answers?"
        description="Create an account and convert your first statement."
        primary={{ to: paths.uploadStatement, label: 'Start Free Analysis' }}
        secondary={{ to: paths.signUp, label: 'Create Account' }}
      />
    </>
  );
}
