/**
 * A day heading over the rows of that day, as app banks print their lists ("Wednesday 4 June",
 * "Montag, 12. Juli 2021", "Lundi 3 mars"): the date of the rows below it, which carry none.
 * Pure.
 */
import { type DateParts, parseDateText } from '../dates.ts';
import type { Line } from './lines.ts';

const WEEKDAY =
  /^(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\.?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|lunedì|lunedi|martedì|martedi|mercoledì|mercoledi|giovedì|giovedi|venerdì|venerdi|sabato|domenica)(?=[\s,.]|$)/iu;

/** The date a day heading names, or null when the line is anything else. */
export function dayHeadingDate(line: Line): DateParts | null {
  const text = line.text.trim();
  if (text.length > 40 || /\d[.,]\d\d\b/.test(text)) return null;
  const weekday = WEEKDAY.exec(text);
  if (!weekday) return null;
  const rest = text.slice(weekday[0].length).replace(/^[\s,.]+/, '');
  const date = rest ? parseDateText(rest) : null;
  // (a named month only: "Monday 04/06" could be a reference as well as a date)
  return date?.named ? date : null;
}
