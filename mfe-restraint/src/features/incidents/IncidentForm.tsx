import { useState, type ReactNode } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import {
  applyOutcome,
  DateTimePicker,
  DayPicker,
  FormCard,
  fromFormik,
  SelectField,
  TextField,
  useSession,
  type TaskOutcome,
} from '@portal/shared-contracts/sdk';
import { GRADES, type IncidentFields, type IncidentRecord } from '@portal/shared-contracts/restraint';
import { restraintKeys } from '../../api/keys';
import { fetchLookupValues, fetchPrivateSchools, fetchSchools, type LookupListCode } from '../../api/lookups';
import {
  incidentSchema,
  initialIncidentValues,
  newInjury,
  newIntervention,
  newNotice,
  newStaff,
  newStudent,
  today,
  toIncidentFields,
  type IncidentFormValues,
  type IncidentPlace,
  type YesNo,
} from '../../components/incident-form';
import {
  aversiveSubtypeOptions,
  codeOptions,
  DisabilityStatusLabels,
  EmergencyReasonLabels,
  InjuredPersonLabels,
  InterventionTypeLabels,
  NoticeMethodLabels,
  NoticeRecipientLabels,
  StaffRoleLabels,
} from '../../components/restraint-labels';
import { FormTexts as T } from './form-texts';
import { useIncidentEntry } from './incident-access';

interface IncidentFormProps {
  /** The Draft incident edited, or null for a new one. */
  incident: IncidentRecord | null;
  onSave(fields: IncidentFields): Promise<TaskOutcome<IncidentRecord>>;
  onCancel(): void;
}

const yesNoOptions = [
  { value: 'Y' as YesNo, label: T.yes },
  { value: 'N' as YesNo, label: T.no },
];
const placeOptions: { value: IncidentPlace; label: string }[] = [
  { value: 'lea', label: T.places.lea },
  { value: 'private', label: T.places.private },
];
const gradeOptions = GRADES.map((grade) => ({ value: grade as string, label: grade }));

function useLookupOptions(list: LookupListCode) {
  const values = useQuery({ queryKey: restraintKeys.lookup(list), queryFn: () => fetchLookupValues(list), staleTime: 5 * 60_000 });
  return (values.data ?? []).map((value) => ({ value: value.code, label: value.label }));
}

/** A group of repeated entries (students, staff, injuries, notices), each in its own card with a remove button. */
function Entries({ title, addText, onAdd, children }: { title: string; addText: string; onAdd(): void; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {children}
        <Button onClick={onAdd}>{addText}</Button>
      </Space>
    </section>
  );
}

function Entry({ title, removeText, onRemove, children }: { title: string; removeText?: string; onRemove?(): void; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={title}
      extra={
        onRemove ? (
          <Button size="small" onClick={onRemove}>
            {removeText}
          </Button>
        ) : null
      }
    >
      {children}
    </Card>
  );
}

/**
 * A Draft incident as restraint.md's Records have it: the incident, its students, each student's
 * interventions, the staff involved, injuries and notices. The form runs the field rules in the
 * spec's words; what only the service knows comes back under its field.
 */
export function IncidentForm({ incident, onSave, onCancel }: IncidentFormProps) {
  const leas = useSession((s) => s.leas);
  const currentLeaId = useSession((s) => s.currentLeaId);
  const entry = useIncidentEntry();
  const [initialValues] = useState(() => initialIncidentValues(incident, currentLeaId, entry.atLea ? 'lea' : 'private'));
  const form = useFormik<IncidentFormValues>({
    initialValues,
    validationSchema: incidentSchema,
    onSubmit: async (values, helpers) => {
      applyOutcome<FormikErrors<IncidentFormValues>>(await onSave(toIncidentFields(values)), helpers);
    },
  });
  const schools = useQuery({
    queryKey: restraintKeys.schools(form.values.leaId),
    queryFn: () => fetchSchools(form.values.leaId),
    enabled: form.values.place === 'lea' && form.values.leaId > 0,
  });
  const privateSchools = useQuery({
    queryKey: restraintKeys.privateSchools,
    queryFn: fetchPrivateSchools,
    enabled: entry.atPrivate || form.values.place === 'private',
  });
  const sexes = useLookupOptions('sex');
  const races = useLookupOptions('race_ethnicity');
  const categories = useLookupOptions('disability_categories');
  const { values } = form;
  const maxDay = today();
  const studentOptions = values.students
    .map((student) => student.stateStudentId.trim())
    .filter(Boolean)
    .map((id) => ({ value: id, label: id }));

  const bind = <V,>(name: string, label: string) => ({
    label,
    ...fromFormik<V>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name)),
  });
  const text = (name: string, label: string, required = false, size: 'small' | 'large' = 'small') => (
    <TextField required={required} size={size} {...bind<string>(name, label)} />
  );
  const pick = <V extends string | number>(
    name: string,
    label: string,
    options: readonly { value: V; label: string }[],
    required = false,
  ) => <SelectField<V> required={required} options={options} {...bind<V | null>(name, label)} />;
  const dayField = (name: string, label: string, required = false) => (
    <DayPicker required={required} maxDay={maxDay} {...bind<string | null>(name, label)} />
  );
  const moment = (name: string, label: string, required = false) => (
    <DateTimePicker required={required} {...bind<Date | null>(name, label)} />
  );
  const replace = <K extends 'students' | 'staff' | 'injuries' | 'notices'>(key: K, next: IncidentFormValues[K]) =>
    void form.setFieldValue(key, next);
  const without = <Item,>(items: Item[], index: number) => items.filter((_, at) => at !== index);

  const title = incident ? T.editTitle(incident.number) : T.newTitle;
  const I = T.interventionFields;
  return (
    <FormCard form={form} label={title} submitText={T.save}>
      <section aria-label={T.incident} style={{ marginBottom: 24 }}>
        <Row gutter={16}>
          {/* Both kinds of school to choose from only for a new incident: a saved one stays where it happened. */}
          {entry.atLea && entry.atPrivate && !incident ? (
            <Col xs={24} md={8}>
              <SelectField<IncidentPlace>
                required
                options={placeOptions}
                {...bind<IncidentPlace | null>('place', T.fields.place)}
                onChange={(place) => void form.setValues({ ...values, place: place ?? 'lea', schoolId: null, privateSchoolId: null })}
              />
            </Col>
          ) : null}
          {values.place === 'private' ? (
            <Col xs={24} md={8}>
              <SelectField<number>
                required
                loading={privateSchools.isLoading}
                options={(privateSchools.data?.items ?? []).map((school) => ({
                  value: school.id,
                  label: `${school.name} (${school.code})`,
                }))}
                {...bind<number | null>('privateSchoolId', T.fields.privateSchoolId)}
                disabled={incident !== null}
              />
            </Col>
          ) : (
            <>
              <Col xs={24} md={8}>
                <SelectField<number>
                  required
                  options={leas.map((lea) => ({ value: lea.id, label: `${lea.name} (${lea.leaCode})` }))}
                  {...bind<number | null>('leaId', T.fields.leaId)}
                  disabled={incident !== null}
                  onChange={(leaId) => void form.setValues({ ...values, leaId: leaId ?? 0, schoolId: null })}
                />
              </Col>
              <Col xs={24} md={8}>
                <SelectField<number>
                  required
                  loading={schools.isLoading}
                  options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
                  {...bind<number | null>('schoolId', T.fields.schoolId)}
                />
              </Col>
            </>
          )}
          <Col xs={24} md={8}>
            {text('localIncidentId', T.fields.localIncidentId, true)}
          </Col>
          <Col xs={24} md={8}>
            {dayField('incidentDate', T.fields.incidentDate, true)}
          </Col>
          <Col xs={24} md={8}>
            {dayField('discoveredDate', T.fields.discoveredDate)}
          </Col>
          <Col xs={24} md={8}>
            {dayField('recordFiledDate', T.fields.recordFiledDate)}
          </Col>
          <Col xs={24} md={8}>
            {text('location', T.fields.location)}
          </Col>
          <Col xs={24} md={8}>
            {text('setting', T.fields.setting)}
          </Col>
          <Col xs={24} md={12}>
            {text('antecedent', T.fields.antecedent, false, 'large')}
          </Col>
          <Col xs={24} md={12}>
            {text('behavior', T.fields.behavior, false, 'large')}
          </Col>
          <Col xs={24} md={12}>
            {text('deescalation', T.fields.deescalation, false, 'large')}
          </Col>
          <Col xs={24} md={12}>
            {text('consequence', T.fields.consequence, false, 'large')}
          </Col>
          <Col xs={24} md={8}>
            {pick('policeInvolved', T.fields.policeInvolved, yesNoOptions, true)}
          </Col>
          <Col xs={24} md={8}>
            {pick('arrest', T.fields.arrest, yesNoOptions, true)}
          </Col>
        </Row>
      </section>

      <Entries title={T.students} addText={T.addStudent} onAdd={() => replace('students', [...values.students, newStudent()])}>
        {values.students.map((student, s) => {
          const at = `students.${s}`;
          const S = T.studentFields;
          return (
            <Entry
              key={s}
              title={T.student(s + 1)}
              removeText={T.removeStudent(s + 1)}
              onRemove={values.students.length > 1 ? () => replace('students', without(values.students, s)) : undefined}
            >
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  {text(`${at}.stateStudentId`, S.stateStudentId, true)}
                </Col>
                <Col xs={24} md={8}>
                  {text(`${at}.firstName`, S.firstName, true)}
                </Col>
                <Col xs={24} md={8}>
                  {text(`${at}.lastName`, S.lastName, true)}
                </Col>
                <Col xs={24} md={6}>
                  {dayField(`${at}.birthDate`, S.birthDate, true)}
                </Col>
                <Col xs={24} md={6}>
                  {pick(`${at}.grade`, S.grade, gradeOptions, true)}
                </Col>
                <Col xs={24} md={6}>
                  {pick(`${at}.disabilityStatus`, S.disabilityStatus, codeOptions(DisabilityStatusLabels), true)}
                </Col>
                {student.disabilityStatus === 'IDEA' ? (
                  <Col xs={24} md={6}>
                    {pick(`${at}.disabilityCategory`, S.disabilityCategory, categories)}
                  </Col>
                ) : null}
                <Col xs={24} md={6}>
                  {pick(`${at}.sex`, S.sex, sexes)}
                </Col>
                <Col xs={24} md={6}>
                  {pick(`${at}.raceEthnicity`, S.raceEthnicity, races)}
                </Col>
                <Col xs={8} md={4}>
                  {pick(`${at}.englishLearner`, S.englishLearner, yesNoOptions)}
                </Col>
                <Col xs={8} md={4}>
                  {pick(`${at}.hasIep`, S.hasIep, yesNoOptions)}
                </Col>
                <Col xs={8} md={4}>
                  {pick(`${at}.hasBehaviorPlan`, S.hasBehaviorPlan, yesNoOptions)}
                </Col>
              </Row>
              <Space orientation="vertical" style={{ width: '100%' }}>
                {student.interventions.map((intervention, i) => {
                  const path = `${at}.interventions.${i}`;
                  const type = intervention.type;
                  const restraint = type === 'PHYSICAL' || type === 'MECHANICAL';
                  const interventions = (next: typeof student.interventions) => void form.setFieldValue(`${at}.interventions`, next);
                  return (
                    <Entry
                      key={i}
                      title={T.intervention(s + 1, i + 1)}
                      removeText={T.removeIntervention(s + 1, i + 1)}
                      onRemove={student.interventions.length > 1 ? () => interventions(without(student.interventions, i)) : undefined}
                    >
                      <Row gutter={16}>
                        <Col xs={24} md={8}>
                          {pick(`${path}.type`, I.type, codeOptions(InterventionTypeLabels), true)}
                        </Col>
                        <Col xs={24} md={8}>
                          {moment(`${path}.startAt`, I.startAt, true)}
                        </Col>
                        <Col xs={24} md={8}>
                          {moment(`${path}.endAt`, I.endAt, true)}
                        </Col>
                        {type === 'AVERSIVE' ? (
                          <Col xs={24} md={12}>
                            {pick(`${path}.aversiveSubtype`, I.aversiveSubtype, aversiveSubtypeOptions, true)}
                          </Col>
                        ) : null}
                        {restraint ? (
                          <>
                            <Col xs={24} md={8}>
                              {pick(`${path}.emergency`, I.emergency, yesNoOptions, true)}
                            </Col>
                            {intervention.emergency === 'Y' ? (
                              <Col xs={24} md={8}>
                                {pick(`${path}.emergencyReason`, I.emergencyReason, codeOptions(EmergencyReasonLabels), true)}
                              </Col>
                            ) : null}
                            <Col xs={24} md={8}>
                              {text(`${path}.holdOrDevice`, I.holdOrDevice)}
                            </Col>
                            {/* restraint.md: the staff rows decide training; without them the answer is asked. */}
                            {values.staff.some((member) => member.role === 'APPLIED') ? null : (
                              <Col xs={24} md={8}>
                                {pick(`${path}.staffTrained`, I.staffTrained, yesNoOptions)}
                              </Col>
                            )}
                          </>
                        ) : null}
                        {type === 'MECHANICAL' ? (
                          <>
                            <Col xs={24} md={8}>
                              {pick(`${path}.medicalOrder`, I.medicalOrder, yesNoOptions, true)}
                            </Col>
                            <Col xs={24} md={8}>
                              {pick(`${path}.releaseChecks`, I.releaseChecks, yesNoOptions, true)}
                            </Col>
                          </>
                        ) : null}
                      </Row>
                    </Entry>
                  );
                })}
                <Button onClick={() => void form.setFieldValue(`${at}.interventions`, [...student.interventions, newIntervention()])}>
                  {T.addIntervention(s + 1)}
                </Button>
              </Space>
            </Entry>
          );
        })}
      </Entries>

      <Entries title={T.staff} addText={T.addStaff} onAdd={() => replace('staff', [...values.staff, newStaff()])}>
        {values.staff.map((_, n) => {
          const at = `staff.${n}`;
          const F = T.staffFields;
          return (
            <Entry
              key={n}
              title={T.staffMember(n + 1)}
              removeText={T.removeStaff(n + 1)}
              onRemove={() => replace('staff', without(values.staff, n))}
            >
              <Row gutter={16}>
                <Col xs={24} md={6}>
                  {text(`${at}.staffId`, F.staffId, true)}
                </Col>
                <Col xs={24} md={6}>
                  {text(`${at}.name`, F.name, true)}
                </Col>
                <Col xs={24} md={4}>
                  {text(`${at}.jobTitle`, F.jobTitle)}
                </Col>
                <Col xs={24} md={4}>
                  {pick(`${at}.role`, F.role, codeOptions(StaffRoleLabels), true)}
                </Col>
                <Col xs={24} md={4}>
                  {dayField(`${at}.lastTrainingDate`, F.lastTrainingDate)}
                </Col>
              </Row>
            </Entry>
          );
        })}
      </Entries>

      <Entries title={T.injuries} addText={T.addInjury} onAdd={() => replace('injuries', [...values.injuries, newInjury()])}>
        {values.injuries.map((injury, n) => {
          const at = `injuries.${n}`;
          const F = T.injuryFields;
          return (
            <Entry
              key={n}
              title={T.injury(n + 1)}
              removeText={T.removeInjury(n + 1)}
              onRemove={() => replace('injuries', without(values.injuries, n))}
            >
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  {pick(`${at}.person`, F.person, codeOptions(InjuredPersonLabels), true)}
                </Col>
                <Col xs={24} md={8}>
                  {injury.person === 'STUDENT'
                    ? pick(`${at}.stateStudentId`, F.stateStudentId, studentOptions, true)
                    : text(`${at}.name`, F.name)}
                </Col>
                <Col xs={24} md={12}>
                  {text(`${at}.description`, F.description, true, 'large')}
                </Col>
                <Col xs={24} md={12}>
                  {text(`${at}.treatment`, F.treatment, false, 'large')}
                </Col>
              </Row>
            </Entry>
          );
        })}
      </Entries>

      <Entries title={T.notices} addText={T.addNotice} onAdd={() => replace('notices', [...values.notices, newNotice()])}>
        {values.notices.map((_, n) => {
          const at = `notices.${n}`;
          const F = T.noticeFields;
          return (
            <Entry
              key={n}
              title={T.notice(n + 1)}
              removeText={T.removeNotice(n + 1)}
              onRemove={() => replace('notices', without(values.notices, n))}
            >
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  {pick(`${at}.recipient`, F.recipient, codeOptions(NoticeRecipientLabels), true)}
                </Col>
                <Col xs={24} md={6}>
                  {pick(`${at}.stateStudentId`, F.stateStudentId, studentOptions)}
                </Col>
                <Col xs={24} md={5}>
                  {pick(`${at}.method`, F.method, codeOptions(NoticeMethodLabels))}
                </Col>
                <Col xs={24} md={5}>
                  {moment(`${at}.sentAt`, F.sentAt)}
                </Col>
              </Row>
            </Entry>
          );
        })}
      </Entries>
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={onCancel}>{T.cancel}</Button>
      </Space>
    </FormCard>
  );
}
