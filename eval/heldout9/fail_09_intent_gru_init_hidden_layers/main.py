import numpy as np
import mindspore as ms
from mindspore import nn

from config import IntentConfig
from model import IntentClassifier


def toy_batch(cfg, batch, rng):
    tokens = rng.integers(1, cfg.vocab_size, size=(batch, cfg.max_len)).astype(np.int32)
    lengths = rng.integers(4, cfg.max_len + 1, size=batch)
    for i, n in enumerate(lengths):
        tokens[i, n:] = 0
    intents = (tokens[:, 0] % cfg.num_intents).astype(np.int32)
    return tokens, intents


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    cfg = IntentConfig()
    rng = np.random.default_rng(0)
    net = IntentClassifier(cfg)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3)

    def forward(tokens, intents):
        return loss_fn(net(tokens), intents)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def step(tokens, intents):
        loss, grads = grad_fn(tokens, intents)
        opt(grads)
        return loss

    for it in range(4):
        tokens, intents = toy_batch(cfg, 16, rng)
        print(f"iter {it} loss {float(step(ms.Tensor(tokens), ms.Tensor(intents))):.4f}")


if __name__ == "__main__":
    main()
