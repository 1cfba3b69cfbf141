import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Grid.css';
import '../styles/overlay-styles';
import { Alert, Anchor, Button, Center, Container, Grid, Group, Loader, Modal, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BAG_HOLD_NOTICE, EMPTY_BAG_MESSAGE, UNAVAILABLE_ITEMS_NOTICE } from '../../domain/bag/bag';
import { CONGRATULATIONS_HOLD_MINUTES } from '../../domain/shared/timers';
import { useBagPage } from './use-bag-page';
import { useHydrated } from '../common/use-hydrated';
import classes from './bag.module.css';
import { TrustSignals } from '../common/trust-signals';
import trust from '../common/trust-signals.module.css';

export default function BagPage() {
  const { model, state, summary, couponBox, coupon } = useBagPage();
  const hydrated = useHydrated();
  const { freeRing } = state;
  if (!summary) {
    return (
      <Center h="50vh">
        <Loader aria-label="Loading your bag" />
      </Center>
    );
  }
  if (summary.lines.length === 0) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          Your bag
        </Title>
        <Text>
          {EMPTY_BAG_MESSAGE}{' '}
          <Anchor component={Link} to="/shop-by">
            Find your diamond
          </Anchor>
        </Text>
      </Container>
    );
  }
  return (
    <Container size="lg" py="lg">
      <Modal opened={state.pendingRemoval !== null} onClose={() => model.keepLines()} title="Remove the diamond?" centered closeButtonProps={{ 'aria-label': 'Keep them' }}>
        <Text>{state.pendingRemoval?.question}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => model.keepLines()}>
            Keep
          </Button>
          <Button color="red" onClick={() => model.confirmRemoval()}>
            {state.pendingRemoval?.confirmLabel}
          </Button>
        </Group>
      </Modal>
      <Title order={1} mb="md">
        Your bag
      </Title>
      {state.congratulating ? (
        <Alert color="green" title="Congratulations!" mb="md" role="status">
          Great choice. Your diamond is held for you for the next {CONGRATULATIONS_HOLD_MINUTES} minutes while you finish your order.
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" mb="md">
          {BAG_HOLD_NOTICE}
        </Text>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            {summary.lines.map((entry) => (
              <Paper key={entry.key} withBorder p="md" radius="md" data-testid="bag-item" data-sku={entry.sku} component="article" aria-label={entry.title}>
                <div className={classes.line}>
                  {entry.picture ? <img src={entry.picture.src} alt={entry.picture.alt} width={72} height={72} className={classes.picture} /> : <span className={classes.picture} aria-hidden />}
                  <div className={classes.description}>
                    {entry.link ? (
                      <Anchor component={Link} to={entry.link} fw={600} data-testid="bag-item-title">
                        {entry.title}
                      </Anchor>
                    ) : (
                      <Text fw={600} data-testid="bag-item-title">
                        {entry.title}
                      </Text>
                    )}
                    {entry.details.length > 0 && (
                      <Text size="sm" c="dimmed" data-testid="bag-item-details">
                        {entry.details.join(' · ')}
                      </Text>
                    )}
                    {entry.unavailableMessage && (
                      <Group gap="xs" mt={4}>
                        <Text c="red" size="sm">
                          {entry.unavailableMessage}
                        </Text>
                        {entry.similarLink && (
                          <Button component={Link} to={entry.similarLink} size="compact-xs" variant="light">
                            See similar diamonds
                          </Button>
                        )}
                        <Button component={Link} to="/" size="compact-xs" variant="light">
                          Start new search
                        </Button>
                      </Group>
                    )}
                  </div>
                  <div className={classes.price}>
                    <Text fw={600}>{entry.price}</Text>
                    <Button variant="subtle" color="red" size="compact-sm" onClick={() => model.remove(entry.itemId)} disabled={state.busy} aria-label={`Remove ${entry.title}`}>
                      Remove
                    </Button>
                  </div>
                </div>
              </Paper>
            ))}
            {summary.offersFreeRing && (
              <Paper withBorder p="md" radius="md" aria-labelledby="free-ring-title">
                <Title order={2} size="h4" id="free-ring-title">
                  Add a free {freeRing.offer.description} ({freeRing.offer.valueLabel})
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  Optional. Choose a color to add it; choose it again to leave it out.
                </Text>
                <Group gap="xs" mt="sm" role="group" aria-label="Ring color">
                  {freeRing.colors.map((color) => (
                    <Button key={color.color} variant={color.active ? 'filled' : 'default'} aria-pressed={color.active} onClick={() => model.toggleRingColor(color.color)}>
                      {color.label}
                    </Button>
                  ))}
                </Group>
                <Group mt="sm" align="start">
                  <NativeSelect label="Gold" data={[...freeRing.metals]} value={freeRing.metal} onChange={(e) => model.chooseRingMetal(e.currentTarget.value)} w={140} />
                  <NativeSelect
                    label="Ring size"
                    data={[{ value: '', label: 'Choose a size' }, ...freeRing.sizes]}
                    value={freeRing.size ?? ''}
                    onChange={(e) => model.chooseRingSize(e.currentTarget.value || null)}
                    error={freeRing.sizeError}
                    w={180}
                  />
                </Group>
                <Text size="sm" mt="sm">
                  Prefer a designer setting?{' '}
                  <Anchor component={Link} to="/ring-detail">
                    Upgrade your ring
                  </Anchor>
                </Text>
              </Paper>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md" aria-label="Order details">
            <Title order={2} size="h4" mb="sm">
              Order details
            </Title>
            {/* Sent by the coupon box once the page's script runs; before that, the browser posts it to the page's action. */}
            <form
              method="post"
              onSubmit={(event) => {
                event.preventDefault();
                couponBox.submit();
              }}
            >
              <input type="hidden" name="intent" value={coupon.saved === null ? 'apply-coupon' : 'cancel-coupon'} />
              <Group align="end" gap="xs" wrap="nowrap">
                <TextInput label="Coupon code" name="code" value={coupon.code} onChange={(e) => couponBox.type(e.currentTarget.value)} disabled={coupon.saved !== null} style={{ flex: 1 }} />
                <Button type="submit" disabled={hydrated && !coupon.canSubmit}>
                  {coupon.button}
                </Button>
              </Group>
            </form>
            {coupon.message && (
              <Text size="sm" mt={4} c={coupon.message.error ? 'red' : 'blue'} role={coupon.message.error ? 'alert' : 'status'}>
                {coupon.message.text}
              </Text>
            )}
            <Stack gap={4} mt="md">
              <Group justify="space-between">
                <Text>Subtotal</Text>
                <Text data-testid="bag-subtotal">{summary.subtotal}</Text>
              </Group>
              {summary.discount && (
                <Group justify="space-between">
                  <Text>Discount</Text>
                  <Text data-testid="bag-discount">{summary.discount}</Text>
                </Group>
              )}
              <Group justify="space-between">
                <Text>Shipping</Text>
                <Text>Free</Text>
              </Group>
              <Group justify="space-between">
                <Text>Tax</Text>
                <Text>{summary.tax}</Text>
              </Group>
              <Group justify="space-between">
                <Text fw={700}>Total</Text>
                <Text fw={700} data-testid="bag-total">
                  {summary.total}
                </Text>
              </Group>
              {summary.monthlyEstimate && (
                <Text size="sm" c="dimmed" data-testid="bag-financing">
                  or as low as {summary.monthlyEstimate}/mo with financing
                </Text>
              )}
            </Stack>
            {/* Checkout puts the chosen free ring in the bag first: the model does it once the page's script runs; before
                that, the browser posts the choice to the page's action. */}
            <form
              method="post"
              onSubmit={(event) => {
                event.preventDefault();
                model.checkout();
              }}
            >
              <input type="hidden" name="intent" value="checkout" />
              <input type="hidden" name="ringColor" value={state.freeRing.color ?? ''} />
              <input type="hidden" name="ringMetal" value={state.freeRing.metal} />
              <input type="hidden" name="ringSize" value={state.freeRing.size ?? ''} />
              <Button type="submit" fullWidth size="lg" mt="md" loading={state.busy} disabled={summary.checkoutBlocked} aria-describedby={summary.checkoutBlocked ? 'bag-checkout-blocked' : undefined}>
                Checkout
              </Button>
            </form>
            {summary.checkoutBlocked && (
              <Text size="sm" c="red" mt="xs" id="bag-checkout-blocked">
                {UNAVAILABLE_ITEMS_NOTICE}
              </Text>
            )}
            {state.checkoutError && (
              <Text size="sm" c="red" mt="xs" role="alert">
                {state.checkoutError}
              </Text>
            )}
          </Paper>
          <TrustSignals className={trust.bagTrust} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
