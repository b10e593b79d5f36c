import { TrdLevel, type TrdNodeDto } from '@custodia/contracts';
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { treeLevel } from './useExpedients.ts';

type Option = {
  value: string;
  label: string;
  level: number;
  isLeaf: boolean;
  children?: Option[];
};

/** Levels an expedient may hang under, and the levels on the way to them. */
const reachable = (node: TrdNodeDto) => node.level <= TrdLevel.subseries;
const holdsExpedients = (level: number) =>
  level === TrdLevel.series || level === TrdLevel.subseries;

function optionOf(node: TrdNodeDto): Option {
  return {
    value: node.id,
    label: `${node.code}-${node.name}`,
    level: node.level,
    isLeaf: !node.has_children || node.level === TrdLevel.subseries,
  };
}

/**
 * The series or subseries an expedient is created under, chosen down the TRD tree one level at a
 * time (the tree opens level by level). Answers the chosen node and the fund it hangs from.
 */
export function SeriesPicker({
  id,
  onChange,
  testId,
}: {
  id?: string;
  onChange?: (value: string | undefined, backgroundId: string | undefined) => void;
  testId: string;
}) {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    void treeLevel().then((funds) => setOptions(funds.map(optionOf)));
  }, []);

  async function loadData(path: Option[]): Promise<void> {
    const target = path[path.length - 1];
    if (!target) return;
    const children = await treeLevel(target.value);
    target.children = children.filter(reachable).map(optionOf);
    setOptions((current) => [...current]);
  }

  return (
    <Cascader<Option>
      id={id}
      options={options}
      loadData={(path) => void loadData(path)}
      changeOnSelect
      onChange={(values, path) => {
        const chosen = path?.[path.length - 1];
        onChange?.(
          chosen && holdsExpedients(chosen.level) ? chosen.value : undefined,
          values?.[0] as string | undefined,
        );
      }}
      data-testid={testId}
    />
  );
}
