import { limits, type MemberDto } from '@custodia/contracts';
import { Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiAccountTag } from './ApiAccountTag.tsx';
import { type CandidateSource, useCandidates } from './useMembers.ts';

type Props = {
  source: CandidateSource;
  /** Given by the enclosing Form.Item, so its label names the picker. */
  id?: string;
  /** Chosen ids; given by the enclosing Form.Item. */
  value?: string[];
  onChange?: (ids: string[]) => void;
  testId: string;
};

/**
 * Picks up to 50 people (spec §5) from candidates searched by name on the server. The chosen ones
 * are remembered, so their names stay on screen when a later search no longer lists them.
 */
export function MemberPicker({ source, id, value = [], onChange, testId }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlyMap<string, MemberDto>>(new Map());
  const candidates = useCandidates(source, search, open);
  const listed = candidates.data?.items ?? [];

  function change(ids: string[]): void {
    const known = new Map(chosen);
    for (const item of listed) known.set(item.id, item);
    const kept = new Map<string, MemberDto>();
    for (const id of ids) {
      const candidate = known.get(id);
      if (candidate) kept.set(id, candidate);
    }
    setChosen(kept);
    onChange?.(ids);
  }

  const options = [
    ...value.flatMap((id) => {
      const candidate = chosen.get(id);
      return candidate && !listed.some((item) => item.id === id) ? [candidate] : [];
    }),
    ...listed,
  ].map((candidate) => ({
    value: candidate.id,
    label: candidate.name,
    candidate,
  }));

  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={change}
      options={options}
      maxCount={limits.membersPerAdd}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onOpenChange={setOpen}
      loading={candidates.isFetching}
      placeholder={t('members.picker.placeholder')}
      notFoundContent={candidates.isFetching ? null : t('members.picker.none')}
      optionRender={({ data }) => (
        <Flex justify="space-between" gap={8} data-testid="member-candidate">
          <span>
            {data.candidate.name}{' '}
            <Typography.Text type="secondary">{data.candidate.user_name}</Typography.Text>
          </span>
          {data.candidate.is_api_account && <ApiAccountTag />}
        </Flex>
      )}
      style={{ minWidth: 320, width: '100%' }}
      data-testid={testId}
    />
  );
}
