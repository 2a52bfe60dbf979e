import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import ConformerConfig
from model import KeywordConformer


def fake_logmel(cfg, rng):
    feats = rng.standard_normal((cfg.batch_size, cfg.frames, cfg.n_mels)).astype(np.float32)
    labels = rng.integers(0, cfg.num_classes, size=(cfg.batch_size,)).astype(np.int32)
    return Tensor(feats), Tensor(labels)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    cfg = ConformerConfig()
    rng = np.random.default_rng(0)
    net = KeywordConformer(cfg)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=cfg.lr)

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss

    for step in range(2):
        x, y = fake_logmel(cfg, rng)
        print("step", step, "loss", train_step(x, y))


if __name__ == "__main__":
    main()
