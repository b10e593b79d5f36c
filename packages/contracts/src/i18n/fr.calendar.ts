import type { esCalendar } from './es.calendar.ts';

/** French texts of the business calendar. */
export const frCalendar: Record<keyof typeof esCalendar, string> = {
  'errors.50110': 'Les plages doivent se suivre sans se chevaucher',
  'errors.50111': 'Une plage doit finir après avoir commencé',
  'errors.50112': 'Le fuseau horaire n’existe pas',
  'errors.50113': 'Choisissez au moins un jour ouvré',
  'errors.50114': 'Chaque jour de la semaine ne peut être choisi qu’une fois',
  'errors.50115': 'Définissez entre 1 et 4 plages de travail',
  'errors.50116': 'Cette date est déjà un jour chômé',
  'errors.50117': 'Cette date n’est pas un jour chômé du calendrier',
  'validation.clockTime': 'Saisissez une heure valide, de 00:00 à 23:59',
  'calendar.dayRemoved': 'Le {date} ({name}) n’est plus un jour chômé.',
  'calendar.timeZone': 'Fuseau horaire',
  'calendar.workingDays': 'Jours ouvrés',
  'calendar.workingHours': 'Horaires de travail',
  'calendar.date': 'Date',
  'audit.module.calendar': 'Calendrier ouvré',
  'audit.action.calendar.update': 'Fuseau, jours ou horaires ouvrés modifiés',
  'audit.action.calendar.non_working_day_add': 'Jour chômé ajouté',
  'audit.action.calendar.non_working_day_remove': 'Jour chômé retiré',
};
