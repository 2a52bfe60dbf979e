import random

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from model import SDResNet

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    random.seed(cfg.SEED)
    ms.set_seed(cfg.SEED)
    rng = np.random.default_rng(cfg.SEED)
    images = rng.normal(size=(cfg.BATCH, 3, cfg.IMAGE_SIZE, cfg.IMAGE_SIZE)).astype(np.float32)
    labels = rng.integers(0, cfg.NUM_CLASSES, size=cfg.BATCH).astype(np.int32)
    net = SDResNet(cfg.WIDTH, cfg.DROP_PROBS, cfg.NUM_CLASSES)
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                  nn.Momentum(net.trainable_params(), cfg.LR, 0.9))
    trainer.set_train()
    for step in range(cfg.STEPS):
        loss = trainer(Tensor(images), Tensor(labels))
        print(f"step {step}: loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
