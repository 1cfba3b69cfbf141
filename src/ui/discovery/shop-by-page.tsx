import '@mantine/core/styles/SimpleGrid.css';
import { Container, SimpleGrid, Title } from '@mantine/core';
import { IconCoin, IconDiamond, IconRuler2 } from '@tabler/icons-react';
import { ChoiceCard } from './choice-card';
import { useShopByPage } from './use-shop-by-page';

const ICONS = { price: IconCoin, size: IconRuler2, shape: IconDiamond };

export default function ShopByPage() {
  const { tiles } = useShopByPage();
  return (
    <Container size="lg" py="xl">
      <Title order={1} ta="center" mb="xl">
        How would you like to find your diamond?
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {tiles.map((tile) => {
          const Icon = ICONS[tile.action];
          return <ChoiceCard key={tile.action} title={tile.title} text={tile.text} icon={<Icon size={40} stroke={1.4} aria-hidden />} to={tile.to} />;
        })}
      </SimpleGrid>
    </Container>
  );
}
