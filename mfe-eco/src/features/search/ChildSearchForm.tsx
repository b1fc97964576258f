import { Button, Checkbox, Col, Form, Input, Row, Space } from 'antd';
import { DayPicker } from '@portal/shared-contracts/sdk';
import { today } from '../../components/child-form';
import { SearchTexts as T } from './search-texts';

/** What the search form holds, as typed. */
export interface SearchFields {
  name: string;
  birthDate: string | null;
  stateStudentId: string;
  allLeas: boolean;
}

export interface ChildSearchFormProps {
  label: string;
  value: SearchFields;
  onChange(value: SearchFields): void;
  /** Offers the search across every LEA (the advanced search permission). */
  mayCrossLeas: boolean;
  onSearch(): void;
  onAdd(): void;
}

/** Child Search's criteria as a person types them; nothing is asked until Search. */
export function ChildSearchForm({ label, value, onChange, mayCrossLeas, onSearch, onAdd }: ChildSearchFormProps) {
  const change = (changes: Partial<SearchFields>) => onChange({ ...value, ...changes });
  return (
    <Form layout="vertical" component="form" aria-label={label} onFinish={onSearch}>
      <Row gutter={16} align="bottom">
        <Col xs={24} md={8}>
          <Form.Item label={T.name} htmlFor="child-search-name">
            <Input
              id="child-search-name"
              placeholder={T.namePlaceholder}
              value={value.name}
              onChange={(event) => change({ name: event.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={5}>
          <DayPicker label={T.birthDate} value={value.birthDate} onChange={(birthDate) => change({ birthDate })} maxDay={today()} />
        </Col>
        <Col xs={24} md={5}>
          <Form.Item label={T.stateStudentId} htmlFor="child-search-id">
            <Input id="child-search-id" value={value.stateStudentId} onChange={(event) => change({ stateStudentId: event.target.value })} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit">
                {T.search}
              </Button>
              <Button onClick={onAdd}>{T.addChild}</Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
      {mayCrossLeas ? (
        <Form.Item>
          <Checkbox checked={value.allLeas} onChange={(event) => change({ allLeas: event.target.checked })}>
            {T.allLeas}
          </Checkbox>
        </Form.Item>
      ) : null}
    </Form>
  );
}
