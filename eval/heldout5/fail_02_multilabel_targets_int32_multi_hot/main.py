import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from data import EMBED_DIM, NUM_TAGS, make_batch
from model import TagHead

HPARAMS = {"hidden": 16, "lr": 5e-3, "steps": 2}

net = TagHead(EMBED_DIM, HPARAMS["hidden"], NUM_TAGS)
criterion = nn.BCEWithLogitsLoss()
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=HPARAMS["lr"])


def forward(feats, targets):
    return criterion(net(feats), targets)


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)


@ms.jit
def train_step(feats, targets):
    loss, grads = grad_fn(feats, targets)
    optimizer(grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    net.set_train()
    for step in range(HPARAMS["steps"]):
        feats, targets = make_batch(rng)
        loss = train_step(ms.Tensor(feats), ms.Tensor(targets))
        print("step", step, "bce", loss)


if __name__ == "__main__":
    main()
