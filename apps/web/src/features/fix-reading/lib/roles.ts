/** How each column role looks on the page (colour + the words of LAYOUT_ROLE_LABELS). */
import type { LayoutColumnRole } from '@bsp/shared';

/** Tailwind classes: a tint for the column on the page, and a chip for its label. */
export const ROLE_STYLE: Record<LayoutColumnRole, { fill: string; chip: string }> = {
  date: { fill: 'fill-sky-500/10', chip: 'border-sky-600 bg-sky-50 text-sky-950' },
  postDate: { fill: 'fill-cyan-500/10', chip: 'border-cyan-600 bg-cyan-50 text-cyan-950' },
  description: { fill: 'fill-slate-500/5', chip: 'border-slate-500 bg-slate-50 text-slate-950' },
  moneyOut: { fill: 'fill-rose-500/10', chip: 'border-rose-600 bg-rose-50 text-rose-950' },
  moneyIn: {
    fill: 'fill-emerald-500/10',
    chip: 'border-emerald-600 bg-emerald-50 text-emerald-950',
  },
  amount: { fill: 'fill-violet-500/10', chip: 'border-violet-600 bg-violet-50 text-violet-950' },
  balance: { fill: 'fill-amber-500/10', chip: 'border-amber-600 bg-amber-50 text-amber-950' },
  reference: { fill: 'fill-stone-500/10', chip: 'border-stone-500 bg-stone-50 text-stone-950' },
  ignore: {
    fill: 'fill-transparent',
    chip: 'border-dashed border-gray-400 bg-white text-gray-700',
  },
};

/**
 * For columns too narrow for the full words. Each is part of the full label, so the select's
 * name ("Column 3 role: Money out") still contains what it shows.
 */
export const ROLE_SHORT_LABELS: Record<LayoutColumnRole, string> = {
  date: 'Date',
  postDate: 'Posting',
  description: 'Desc',
  moneyOut: 'Out',
  moneyIn: 'In',
  amount: 'Amount',
  balance: 'Bal',
  reference: 'Ref',
  ignore: 'Ignore',
};
