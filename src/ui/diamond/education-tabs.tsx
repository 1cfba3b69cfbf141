import '../styles/overlay-styles';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Modal.css';
import { Badge, Button, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { EducationTabsModel } from '../../application/diamond/education-tabs.model';
import { EDUCATION_TABS, EDUCATION_TABS_TITLE, type EducationTab } from '../../domain/education/education-steps';
import { educationPicture } from '../../domain/education/education-pictures';
import { opensEducationInModal } from '../../domain/shared/layout';
import { useWindowWidthIs } from '../common/use-window';
import { EDUCATION_TEXT } from '../common/education-content';
import { useModel, useModelState } from '../rx/use-model';

const TAB_TEXT: Readonly<Record<EducationTab, (typeof EDUCATION_TEXT)[number]>> = {
  cut: EDUCATION_TEXT[1],
  color: EDUCATION_TEXT[2],
  clarity: EDUCATION_TEXT[3],
  carat: EDUCATION_TEXT[4],
};
const title = (tab: EducationTab) => tab[0]?.toUpperCase() + tab.slice(1);

function Lesson({ tab }: { tab: EducationTab }) {
  const text = TAB_TEXT[tab];
  const picture = educationPicture(tab);
  return (
    <Stack gap="xs">
      {/* width and height reserve the picture's place: the tab does not jump when it arrives. */}
      <img src={picture.src} srcSet={picture.srcSet} width={picture.width} height={picture.height} alt={picture.alt} style={{ maxWidth: '100%', height: 'auto' }} data-testid="education-picture" />
      <Text fw={600}>{text.lead}</Text>
      <Text size="sm">{text.body}</Text>
      <Group gap={4}>
        {text.scale.map((grade) => (
          <Badge key={grade} variant="light" color="green" tt="none">
            {grade}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/** The 4Cs: tabs rotating every 7 s on wide windows; below 1200 px each C opens in a modal. */
export function EducationTabs() {
  const model = useModel(EducationTabsModel);
  const { tab, lesson: open } = useModelState(model);
  const inModals = useWindowWidthIs(opensEducationInModal);
  useEffect(() => model.showAsTabs(!inModals), [model, inModals]);

  return (
    <section aria-labelledby="four-cs-title">
      <Title order={2} size="h3" id="four-cs-title" mb="sm">
        {EDUCATION_TABS_TITLE}
      </Title>
      {inModals ? (
        <>
          <Group gap="xs">
            {EDUCATION_TABS.map((c) => (
              <Button key={c} variant="light" onClick={() => model.openLesson(c)}>
                {title(c)}
              </Button>
            ))}
          </Group>
          <Modal opened={open !== null} onClose={() => model.closeLesson()} title={open ? title(open) : ''} centered closeButtonProps={{ 'aria-label': 'Close the lesson' }}>
            {open && <Lesson tab={open} />}
          </Modal>
        </>
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => {
            if (value) model.choose(value as EducationTab);
          }}
        >
          <Tabs.List>
            {EDUCATION_TABS.map((c) => (
              <Tabs.Tab key={c} value={c}>
                {title(c)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {EDUCATION_TABS.map((c) => (
            <Tabs.Panel key={c} value={c} pt="sm">
              <Lesson tab={c} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </section>
  );
}
