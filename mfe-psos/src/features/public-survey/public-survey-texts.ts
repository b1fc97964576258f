import type { SurveyLanguage } from '@portal/shared-contracts/psos';

/** What the public survey says, in the language the youth or family chooses. */
export const PublicSurveyTexts: Record<
  SurveyLanguage,
  {
    title: string;
    intro: string;
    yes: string;
    no: string;
    submit: string;
    thanks: string;
    answered: string;
    notOpen: string;
    beforeWindow: (start: string) => string;
    afterWindow: (end: string) => string;
    unknown: string;
    missing: string;
    required: string;
    tooMany: string;
    failed: string;
  }
> = {
  en: {
    title: 'Post-school outcomes survey',
    intro: 'Answer for yourself, or for the former student if you are a family member. Only questions that apply to you are asked.',
    yes: 'Yes',
    no: 'No',
    submit: 'Send my answers',
    thanks: 'Thank you. Your answers have been received.',
    answered: 'This survey has already been answered. Thank you.',
    notOpen: 'This survey is not taking answers now. If you have questions, contact your school district.',
    beforeWindow: (start) => `This survey opens on ${start}.`,
    afterWindow: (end) => `This survey closed on ${end}.`,
    unknown: 'This survey link is not valid. Check the address in your letter, or contact your school district.',
    missing: 'Please answer every question marked with an asterisk.',
    required: 'Please answer this question.',
    tooMany: 'Too many tries from this connection. Wait a minute, then try again.',
    failed: 'Something went wrong. Try again in a few minutes; your answers are still here.',
  },
  es: {
    title: 'Encuesta sobre resultados después de la escuela',
    intro: 'Conteste por usted mismo, o por el exalumno si usted es un familiar. Solo se hacen las preguntas que le corresponden.',
    yes: 'Sí',
    no: 'No',
    submit: 'Enviar mis respuestas',
    thanks: 'Gracias. Hemos recibido sus respuestas.',
    answered: 'Esta encuesta ya fue contestada. Gracias.',
    notOpen: 'Esta encuesta no está recibiendo respuestas ahora. Si tiene preguntas, comuníquese con su distrito escolar.',
    beforeWindow: (start) => `Esta encuesta se abre el ${start}.`,
    afterWindow: (end) => `Esta encuesta se cerró el ${end}.`,
    unknown: 'Este enlace de la encuesta no es válido. Revise la dirección en su carta o comuníquese con su distrito escolar.',
    missing: 'Conteste cada pregunta marcada con un asterisco.',
    required: 'Conteste esta pregunta.',
    tooMany: 'Demasiados intentos desde esta conexión. Espere un minuto y vuelva a intentarlo.',
    failed: 'Algo salió mal. Vuelva a intentarlo en unos minutos; sus respuestas siguen aquí.',
  },
};

/** The choice of language, each named in its own. */
export const LanguageNames: Record<SurveyLanguage, string> = { en: 'English', es: 'Español' };
