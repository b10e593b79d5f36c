import { DeleteOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import {
  type CalendarDto,
  CalendarSettingsInput,
  calendarLimits,
  type NonWorkingDayDto,
  NonWorkingDayInput,
  nonWorkingDayName,
  nonWorkingDaySources,
} from '@custodia/contracts';
import {
  App,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Flex,
  Form,
  Input,
  Select,
  Table,
  type TableColumnsType,
  Tooltip,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayFormat, formatDay } from '../platform/dates.ts';
import { EntityForm } from '../platform/EntityForm.tsx';
import { Loading } from '../platform/Loading.tsx';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { timeZoneOptions, weekdayLabels } from './calendarLabels.ts';
import { type ConfirmChange, useConfirmedChange } from './DeadlinesPreview.tsx';
import { useCalendar, useCalendarChanges } from './useCalendar.ts';

function SettingsForm({ calendar, confirm }: { calendar: CalendarDto; confirm: ConfirmChange }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { save } = useCalendarChanges();
  const weekdays = Object.entries(weekdayLabels).map(([day, label]) => ({
    value: Number(day),
    label: t(label),
  }));
  return (
    <EntityForm
      schema={CalendarSettingsInput}
      name="calendar"
      initialValues={calendar}
      conflictFields={{}}
      saving={save.isPending}
      onSubmit={(input) =>
        confirm({ change: 'settings', ...input }, () =>
          save.mutateAsync(input).then(() => message.success(t('calendar.saved'))),
        )
      }
      submitTestId="calendar-save"
    >
      <Form.Item name="time_zone" label={t('calendar.timeZone')}>
        <Select
          showSearch
          options={timeZoneOptions(calendar.time_zone)}
          style={{ maxWidth: 320 }}
          data-testid="calendar-time-zone"
        />
      </Form.Item>
      <Form.Item name="working_days" label={t('calendar.workingDays')}>
        <Checkbox.Group options={weekdays} data-testid="calendar-working-days" />
      </Form.Item>
      <Typography.Text strong>{t('calendar.workingHours')}</Typography.Text>
      <Form.List name="working_hours">
        {(intervals, { add, remove }, { errors }) => (
          <Flex vertical gap={8} style={{ marginTop: 8, marginBottom: 16 }}>
            {intervals.map((interval, index) => (
              <Flex key={interval.key} gap={8} wrap align="flex-end">
                {(['start', 'end'] as const).map((bound) => (
                  <Form.Item
                    key={bound}
                    name={[interval.name, bound]}
                    label={t(
                      bound === 'start' ? 'calendar.intervalStart' : 'calendar.intervalEnd',
                      {
                        number: index + 1,
                      },
                    )}
                    style={{ marginBottom: 0 }}
                  >
                    <Input type="time" data-testid={`calendar-interval-${index}-${bound}`} />
                  </Form.Item>
                ))}
                <Tooltip title={t('calendar.removeInterval', { number: index + 1 })}>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('calendar.removeInterval', { number: index + 1 })}
                    disabled={intervals.length <= calendarLimits.intervals.min}
                    onClick={() => remove(interval.name)}
                    data-testid={`calendar-interval-${index}-remove`}
                  />
                </Tooltip>
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <div>
              <Button
                icon={<PlusOutlined />}
                disabled={intervals.length >= calendarLimits.intervals.max}
                onClick={() => add({ start: '', end: '' })}
                data-testid="calendar-interval-add"
              >
                {t('calendar.addInterval')}
              </Button>
            </div>
          </Flex>
        )}
      </Form.List>
    </EntityForm>
  );
}

type DayFields = { date?: Dayjs | null; name?: string };

/** Adds a non-working day; the list then shows the year of the day added. */
function AddDayForm({ onAdded, confirm }: { onAdded(year: number): void; confirm: ConfirmChange }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { addDay } = useCalendarChanges();
  const { form, formProps, validate, showServerErrors } = useSchemaForm(NonWorkingDayInput);

  function submit(values: DayFields): void {
    const input = validate({ ...values, date: values.date?.format('YYYY-MM-DD') });
    if (!input) return;
    const add = () =>
      addDay.mutateAsync(input).then(
        (added) => {
          message.success(t('calendar.dayAdded'));
          form.resetFields();
          onAdded(Number(added.date.slice(0, 4)));
        },
        (error) => showServerErrors(error),
      );
    confirm({ change: 'add_day', ...input }, add).catch((error) => showServerErrors(error));
  }

  return (
    <Form {...formProps} name="non-working-day" layout="vertical" onFinish={submit}>
      <Flex gap={8} wrap align="flex-end">
        <Form.Item name="date" label={t('calendar.date')} style={{ marginBottom: 0 }}>
          <DatePicker format={dayFormat} data-testid="calendar-day-date" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('calendar.name')}
          style={{ marginBottom: 0, flex: '1 1 200px', maxWidth: 360 }}
        >
          <Input maxLength={calendarLimits.dayName.max} data-testid="calendar-day-name" />
        </Form.Item>
        <SubmitButton busy={addDay.isPending} testId="calendar-day-add">
          {t('calendar.addDay')}
        </SubmitButton>
      </Flex>
    </Form>
  );
}

function NonWorkingDays({
  calendar,
  onYear,
  confirm,
}: {
  calendar: CalendarDto;
  onYear(year: number): void;
  confirm: ConfirmChange;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { removeDay } = useCalendarChanges();
  const { year } = calendar;
  const count = calendar.non_working_days.length;

  const nameOf = (day: NonWorkingDayDto) => nonWorkingDayName(day, (key) => t(key));

  function remove(day: NonWorkingDayDto): void {
    const question = t('calendar.removeDayQuestion', {
      date: formatDay(day.date),
      name: nameOf(day),
    });
    const removal = () =>
      removeDay.mutateAsync(day.date).then(({ detail }) => message.success(detail));
    // A refusal has been shown by the transport; nothing is asked then.
    confirm({ change: 'remove_day', date: day.date }, removal, question).catch(() => undefined);
  }

  const columns: TableColumnsType<NonWorkingDayDto> = [
    { title: t('calendar.date'), key: 'date', render: (_, day) => formatDay(day.date) },
    {
      title: t('calendar.name'),
      key: 'name',
      // The law under the name rather than in a column of its own: a phone has room for two.
      render: (_, day) => (
        <Flex vertical>
          <span>{nameOf(day)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('calendar.sourceLine', {
              source: nonWorkingDaySources(day)
                .map((key) => t(key))
                .join(', '),
            })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, day) => {
        const label = t('calendar.removeDay', { date: formatDay(day.date) });
        return (
          <Tooltip title={label}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={label}
              loading={removeDay.isPending && removeDay.variables === day.date}
              onClick={() => remove(day)}
              data-testid="calendar-day-remove"
            />
          </Tooltip>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('calendar.nonWorkingDays', { year })}
        </Typography.Title>
        <Tooltip title={t('calendar.previousYear')}>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('calendar.previousYear')}
            disabled={year <= calendarLimits.year.min}
            onClick={() => onYear(year - 1)}
            data-testid="calendar-year-previous"
          />
        </Tooltip>
        <Tooltip title={t('calendar.nextYear')}>
          <Button
            icon={<RightOutlined />}
            aria-label={t('calendar.nextYear')}
            disabled={year >= calendarLimits.year.max}
            onClick={() => onYear(year + 1)}
            data-testid="calendar-year-next"
          />
        </Tooltip>
      </Flex>
      <Typography.Text type="secondary">
        {t('calendar.days.summary', { count, year })}
      </Typography.Text>
      {calendar.abilities.edit && <AddDayForm onAdded={onYear} confirm={confirm} />}
      {count > 0 && (
        <Table
          rowKey="date"
          columns={columns.filter((column) => column.key !== 'actions' || calendar.abilities.edit)}
          dataSource={calendar.non_working_days}
          pagination={false}
          size="small"
          data-testid="calendar-days"
        />
      )}
    </Flex>
  );
}

/**
 * `/company/calendar`: the business calendar deadlines are counted on (administrators): the time
 * zone, working days and hours, and each year's non-working days, Colombia's holidays among them.
 */
export default function CalendarPage() {
  const { t } = useTranslation();
  const [year, setYear] = useState<number>();
  const calendar = useCalendar(year);
  const { confirm, dialog } = useConfirmedChange();
  if (!calendar.data) {
    return (
      <Card>
        <Loading />
      </Card>
    );
  }
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Paragraph type="secondary">{t('calendar.help')}</Typography.Paragraph>
        <SettingsForm calendar={calendar.data} confirm={confirm} />
      </Card>
      <Card>
        <NonWorkingDays calendar={calendar.data} onYear={setYear} confirm={confirm} />
      </Card>
      {dialog}
    </Flex>
  );
}
