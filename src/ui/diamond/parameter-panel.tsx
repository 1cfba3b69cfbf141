import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Paper.css';
import { ActionIcon, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import type { ProductParameterSection, TunedAttribute } from '../../domain/diamond/parameter-panels';
import type { AdjustDirection } from '../../domain/discovery/diamond-edit';
import { PARAMETER_LOADING_TEXT } from '../../domain/discovery/diamond-edit';

export interface ParameterPanelProps {
  readonly panel: ProductParameterSection;
  readonly busy: boolean;
  readonly onAdjust: (attr: TunedAttribute, dir: AdjustDirection) => void;
}

/** A Price, Size or Quality panel: its value, where it sits on its scale, its green bars and minus/plus. A minus or
 * plus that would find no stone for the shopper's search is disabled, named for what it cannot do, and says why
 * under the panel (its accessible description). */
export function ParameterPanel({ panel, busy, onAdjust }: ParameterPanelProps) {
  const whyId = useId();
  const { buttons } = panel;
  const button = (dir: AdjustDirection) => {
    const { label, possible } = buttons[dir];
    return (
      <ActionIcon
        size="lg"
        radius="xl"
        variant="outline"
        onClick={() => onAdjust(panel.type, dir)}
        disabled={busy || !possible}
        aria-label={label}
        aria-describedby={possible ? undefined : `${whyId}-${dir}`}
        data-testid={`panel-${panel.type}-${dir}`}
      >
        {dir === 'dec' ? <IconMinus size={18} aria-hidden /> : <IconPlus size={18} aria-hidden />}
      </ActionIcon>
    );
  };
  const impossible = (['dec', 'inc'] as const).filter((dir) => !buttons[dir].possible);
  return (
    <Paper withBorder p="md" radius="md" data-testid={`panel-${panel.type}`} aria-busy={busy}>
      <Group justify="space-between" wrap="nowrap" align="center">
        {button('dec')}
        <Stack gap={0} align="center" style={{ flex: 1 }}>
          <Text size="sm" c="dimmed">
            {panel.title}
          </Text>
          <Text fw={700} size="lg" ta="center" data-testid={`panel-${panel.type}-value`}>
            {busy ? PARAMETER_LOADING_TEXT : panel.value}
          </Text>
        </Stack>
        {button('inc')}
      </Group>
      {impossible.map((dir) => (
        <Text key={dir} size="xs" mt={6} data-testid={`panel-${panel.type}-${dir}-unavailable`}>
          <Text span fw={700} size="xs">
            {buttons[dir].label}.
          </Text>{' '}
          <span id={`${whyId}-${dir}`}>{buttons[dir].why}</span>
        </Text>
      ))}
      <Progress value={panel.percentage} size="xs" mt="sm" aria-label={`${panel.title} on its scale: ${panel.percentage}%`} />
      <Stack gap={4} mt="sm">
        {panel.lines.map((line) => (
          <Group key={line.name} gap="xs" wrap="nowrap">
            <Text size="xs" w={56}>
              {line.name}
            </Text>
            {line.icon ? (
              <span style={{ flex: 1 }}>
                <img src={line.icon.src} alt={line.icon.alt} width={28 + line.icon.of * 9} height={24} data-testid="quality-icon" />
              </span>
            ) : (
              <Progress value={line.width} color="green" size="sm" style={{ flex: 1 }} aria-label={`${line.name} ${line.param}: ${line.level} of ${line.of}`} />
            )}
            <Text size="xs" w={64} ta="right">
              {line.param}
            </Text>
          </Group>
        ))}
        {panel.descriptions.map((description) => (
          <Text key={description} size="xs" c="dimmed">
            {description}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
