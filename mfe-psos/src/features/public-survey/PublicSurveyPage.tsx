export function PublicSurveyPage() {
  return null;
}
