import type { SurveyLanguage } from '../../api/public-survey';

/** What the public survey says, in the language the youth or family chooses. */
export const PublicSurveyTexts: Record<
  SurveyLanguage,
  {
    title: string;
    language: string;
    intro: string;
    yes: string;
    no: string;
    submit: string;
    submitting: string;
    submitted: string;
    thanks: string;
    answered: string;
    closed: string;
    unknown: string;
    missing: string;
    required: string;
  }
> = {
  en: {
    title: 'Post-school outcomes survey',
    language: 'Language',
    intro: 'Answer for yourself, or for the former student if you are a family member. Only questions that apply to you are asked.',
    yes: 'Yes',
    no: 'No',
    submit: 'Send my answers',
    submitting: 'Sending...',
    submitted: 'Sent',
    thanks: 'Thank you. Your answers have been received.',
    answered: 'This survey has already been answered. Thank you.',
    closed: 'This survey is not open now. If you have questions, contact your school district.',
    unknown: 'This survey link is not valid. Check the link you were sent, or contact your school district.',
    missing: 'Please answer every question marked with an asterisk.',
    required: 'Please answer this question.',
  },
  es: {
    title: 'Encuesta sobre resultados después de la escuela',
    language: 'Idioma',
    intro: 'Conteste por usted mismo, o por el exalumno si usted es un familiar. Solo se hacen las preguntas que le corresponden.',
    yes: 'Sí',
    no: 'No',
    submit: 'Enviar mis respuestas',
    submitting: 'Enviando...',
    submitted: 'Enviado',
    thanks: 'Gracias. Hemos recibido sus respuestas.',
    answered: 'Esta encuesta ya fue contestada. Gracias.',
    closed: 'Esta encuesta no está abierta ahora. Si tiene preguntas, comuníquese con su distrito escolar.',
    unknown: 'Este enlace de la encuesta no es válido. Revise el enlace que recibió o comuníquese con su distrito escolar.',
    missing: 'Conteste cada pregunta marcada con un asterisco.',
    required: 'Conteste esta pregunta.',
  },
};

/** The choice of language, each named in its own. */
export const LanguageNames: Record<SurveyLanguage, string> = { en: 'English', es: 'Español' };
