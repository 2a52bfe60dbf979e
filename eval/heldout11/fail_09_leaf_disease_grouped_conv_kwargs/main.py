import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from model import LeafNet

ms.set_context(mode=ms.GRAPH_MODE)


def leaf_batches(steps, batch_size, size, num_classes, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        labels = rng.integers(0, num_classes, size=batch_size).astype(np.int32)
        imgs = rng.uniform(0, 1, size=(batch_size, 3, size, size)).astype(np.float32)
        imgs[:, 1] += labels[:, None, None] * 0.1  # greener leaves for some classes
        yield imgs, labels


def main():
    ms.set_seed(0)
    net = LeafNet(cfg)
    opt = nn.Momentum(net.trainable_params(), learning_rate=cfg.LR, momentum=cfg.MOMENTUM)
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    trainer.set_train()
    for i, (x, y) in enumerate(leaf_batches(cfg.STEPS, cfg.BATCH_SIZE, cfg.IMAGE_SIZE, cfg.NUM_CLASSES)):
        print(f"iter {i}: loss {trainer(Tensor(x), Tensor(y)).asnumpy():.4f}")


if __name__ == "__main__":
    main()
