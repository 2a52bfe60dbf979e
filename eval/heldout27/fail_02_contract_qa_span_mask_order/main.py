import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import ClauseReader


def clause_batch(rng):
    ids = rng.integers(1, config.VOCAB, (config.BATCH, config.MAX_LEN)).astype(np.int32)
    lengths = rng.integers(16, config.MAX_LEN + 1, config.BATCH)
    starts = np.array([rng.integers(0, n - 4) for n in lengths], np.int32)
    for i, n in enumerate(lengths):
        ids[i, n:] = 0
    return ms.Tensor(ids), ms.Tensor(starts), ms.Tensor(starts + 3)


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    net = ClauseReader()
    ce = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)

    def forward(ids, start, end):
        s_logits, e_logits = net(ids)
        return (ce(s_logits, start) + ce(e_logits, end)) / 2

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(ids, start, end):
        loss, grads = grad_fn(ids, start, end)
        opt(grads)
        return loss

    for step in range(config.STEPS):
        print(f"step {step} span loss {float(train_step(*clause_batch(rng)).asnumpy()):.4f}")


if __name__ == "__main__":
    main()
