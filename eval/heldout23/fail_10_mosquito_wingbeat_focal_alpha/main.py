import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg
from data import wingbeat_clips
from losses import FocalLoss
from model import WingbeatNet
from utils import class_balance_alpha, to_tensors


def main():
    ms.set_seed(cfg.SEED)
    rng = np.random.default_rng(cfg.SEED)
    clips, labels = wingbeat_clips(rng)

    net = WingbeatNet(len(cfg.SPECIES))
    criterion = FocalLoss(class_balance_alpha(labels, len(cfg.SPECIES)), gamma=cfg.FOCAL_GAMMA)
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)

    def forward(x, y):
        return criterion(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss

    net.set_train()
    for step in range(cfg.STEPS):
        sl = slice(step * cfg.BATCH_SIZE, (step + 1) * cfg.BATCH_SIZE)
        loss = train_step(*to_tensors(clips[sl], labels[sl]))
        print(f"step {step} focal {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
