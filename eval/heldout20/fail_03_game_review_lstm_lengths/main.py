import numpy as np
import mindspore as ms
from mindspore import nn, ops

import config as cfg
from model import ReviewLSTM
from text_utils import REVIEWS, build_vocab, encode


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.SEED)
    texts = [t for t, _ in REVIEWS]
    labels = np.array([y for _, y in REVIEWS], dtype=np.int32)
    vocab = build_vocab(texts)
    ids, lengths = encode(texts, vocab, cfg.MAX_LEN)

    net = ReviewLSTM(len(vocab), cfg.EMBED_DIM, cfg.HIDDEN)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.SGD(net.trainable_params(), learning_rate=cfg.LR)

    def forward(x, n, y):
        return loss_fn(net(x, n), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(x, n, y):
        loss, grads = grad_fn(x, n, y)
        opt(grads)
        return loss

    rng = np.random.default_rng(cfg.SEED)
    for step in range(cfg.STEPS):
        idx = rng.choice(len(texts), cfg.BATCH_SIZE, replace=False)
        loss = train_step(ms.Tensor(ids[idx]), ms.Tensor(lengths[idx]), ms.Tensor(labels[idx]))
        print(f"step {step} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
