import { act, render, screen } from "@testing-library/react";
import { Container } from "inversify";
import { Suspense, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PresentationModel } from "../../application/kernel/presentation-model";
import { ContainerProvider } from "../di/container-context";
import { useModel, useModelState } from "./use-model";

class CounterModel extends PresentationModel<{ readonly count: number }> {
  constructor() {
    super({ count: 0 });
  }
  increment(): void {
    this.patch({ count: this.state.count + 1 });
  }
}

function Counter() {
  const [clicks, setClicks] = useState(0);
  const model = useModel(CounterModel);
  const { count } = useModelState(model);
  return (
    <button
      type="button"
      onClick={() => {
        setClicks(clicks + 1);
        model.increment();
      }}
    >
      {`count ${count}`}
    </button>
  );
}

/** A promise resolved from outside, as the browser's lazily loaded container and models are. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("useModel while the browser loads the services and the models", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the page once both are there, and React finds its hooks in the same order on every render", async () => {
    const errors = vi
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    const services = deferred<Container>();
    const models = deferred<void>();
    const container = new Container();
    container.bind(CounterModel).toResolvedValue(() => new CounterModel());
    await act(async () => {
      render(
        <ContainerProvider
          container={() => services.promise}
          modelsReady={() => models.promise}
        >
          <Suspense fallback={<p>Loading page</p>}>
            <Counter />
          </Suspense>
        </ContainerProvider>,
      );
    });
    expect(screen.getByText("Loading page")).toBeInTheDocument();
    await act(async () => services.resolve(container));
    await act(async () => models.resolve());
    const button = await screen.findByRole("button", { name: "count 0" });
    await act(async () => button.click());
    expect(screen.getByRole("button", { name: "count 1" })).toBeInTheDocument();
    expect(
      errors.mock.calls
        .map((call) => String(call[0]))
        .filter((message) => message.includes("order of Hooks")),
    ).toEqual([]);
  });
});
