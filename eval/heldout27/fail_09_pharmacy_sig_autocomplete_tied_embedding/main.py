import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from data import encode_sigs
from model import SigLanguageModel


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    vocab_size = len(config.SIG_TOKENS)
    net = SigLanguageModel(vocab_size)
    ce = nn.CrossEntropyLoss(ignore_index=0)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)

    def forward(inputs, targets):
        logits = net(inputs)
        return ce(logits.reshape(-1, vocab_size), targets.reshape(-1))

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(inputs, targets):
        loss, grads = grad_fn(inputs, targets)
        opt(grads)
        return loss

    for step in range(config.STEPS):
        x, y = encode_sigs(rng, config.BATCH)
        print(f"step {step} lm loss {float(train_step(ms.Tensor(x), ms.Tensor(y)).asnumpy()):.4f}")


if __name__ == "__main__":
    main()
