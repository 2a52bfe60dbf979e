import numpy as np
import mindspore as ms
from mindspore import nn, ops

from episodes import EpisodeStore

ARMS, CONTEXT = 4, 6


def regret_loss(scorer, contexts, arms, payoffs):
    chosen = ops.gather_elements(scorer(contexts), 1, arms)
    return ops.mse_loss(chosen.squeeze(-1), payoffs)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    store = EpisodeStore(64, CONTEXT)
    for _ in range(40):
        store.push(rng.normal(size=CONTEXT), int(rng.integers(ARMS)), float(rng.random()))
    scorer = nn.Dense(CONTEXT, ARMS)
    optimizer = nn.SGD(scorer.trainable_params(), learning_rate=0.1)
    grad_fn = ms.value_and_grad(regret_loss, None, optimizer.parameters)

    @ms.jit
    def update(contexts, arms, payoffs):
        loss, grads = grad_fn(scorer, contexts, arms, payoffs)
        optimizer(grads)
        return loss

    minibatch = [ms.Tensor(part) for part in store.draw(rng, 8)]
    print("loss", float(update(*minibatch)))
