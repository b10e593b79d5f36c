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

/** A node of the tree as the picker reads it, from the whole tree or as one's grants reach it. */
type PickedNode = Pick<TrdNodeDto, 'id' | 'code' | 'name' | 'level' | 'has_children'>;

/** Levels an expedient may hang under, and the levels on the way to them. */
const reachable = (node: PickedNode) => node.level <= TrdLevel.subseries;
const holdsExpedients = (level: number) =>
  level === TrdLevel.series || level === TrdLevel.subseries;

function optionOf(node: PickedNode): Option {
  return {
    value: node.id,
    label: `${node.code}-${node.name}`,
    level: node.level,
    isLeaf: !node.has_children || node.level === TrdLevel.subseries,
  };
}

/**
 * A series or subseries (an expedient is created under one, a consultation narrowed to one),
 * chosen down the TRD tree one level at a time (the tree opens level by level), from the whole
 * tree or from `load`, the tree as the person's grants reach it. Answers the chosen node and the
 * fund it hangs from.
 */
export function SeriesPicker({
  id,
  onChange,
  load = treeLevel,
  placeholder,
  testId,
}: {
  id?: string;
  onChange?: (value: string | undefined, backgroundId: string | undefined) => void;
  load?: (parentId?: string) => Promise<PickedNode[]>;
  placeholder?: string;
  testId: string;
}) {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    void load().then((funds) => setOptions(funds.map(optionOf)));
  }, [load]);

  async function loadData(path: Option[]): Promise<void> {
    const target = path[path.length - 1];
    if (!target) return;
    const children = await load(target.value);
    target.children = children.filter(reachable).map(optionOf);
    setOptions((current) => [...current]);
  }

  return (
    <Cascader<Option>
      id={id}
      placeholder={placeholder}
      aria-label={placeholder}
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
