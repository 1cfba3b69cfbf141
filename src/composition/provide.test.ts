import { Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { provide, provideAs } from './provide';

interface Greeting {
  greet(): string;
}
const Greeting = Symbol.for('Greeting') as ServiceIdentifier<Greeting>;
const Name = Symbol.for('Name') as ServiceIdentifier<string>;

class Hello implements Greeting {
  constructor(private readonly name: string) {}
  greet(): string {
    return `Hello, ${this.name}`;
  }
}

class Card {
  constructor(readonly greeting: Greeting) {}
}

describe('binding a class to its tokens', () => {
  it('builds the class from the services its tokens name, in order', async () => {
    const container = new Container({ defaultScope: 'Transient' });
    await container.load(
      new ContainerModule(({ bind }) => {
        bind(Name).toConstantValue('Ada');
        provideAs(bind, Greeting, Hello, [Name]);
        provide(bind, Card, [Greeting]);
      }),
    );
    expect(container.get(Card).greeting.greet()).toBe('Hello, Ada');
  });

  it('keeps one instance when asked to, and a new one per request otherwise', async () => {
    const single = new Container({ defaultScope: 'Transient' });
    await single.load(new ContainerModule(({ bind }) => (bind(Name).toConstantValue('Ada'), provideAs(bind, Greeting, Hello, [Name], { scope: 'singleton' }))));
    expect(single.get(Greeting)).toBe(single.get(Greeting));
    const transient = new Container({ defaultScope: 'Transient' });
    await transient.load(new ContainerModule(({ bind }) => (bind(Name).toConstantValue('Ada'), provideAs(bind, Greeting, Hello, [Name]))));
    expect(transient.get(Greeting)).not.toBe(transient.get(Greeting));
  });

  it('refuses, at compile time, a token of the wrong type or a missing one', () => {
    const check = () =>
      new ContainerModule(({ bind }) => {
        // @ts-expect-error a Greeting token cannot serve a string parameter
        provideAs(bind, Greeting, Hello, [Greeting]);
        // @ts-expect-error Card needs one token, not none
        provide(bind, Card, []);
      });
    expect(check).toBeTypeOf('function');
  });
});
