import numpy as np
import mindspore as ms
from mindspore import nn

from hparams import (BATCH_SIZE, EPOCHS, IMG, MOMENTUM, NUM_CLASSES, NUM_SAMPLES,
                     WEIGHT_DECAY)
from resnet_small import SignNet
from schedule import multistep_lr

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(11)


def batches(rng):
    labels = rng.integers(0, NUM_CLASSES, size=NUM_SAMPLES).astype(np.int32)
    images = rng.normal(size=(NUM_SAMPLES, 3, IMG, IMG)).astype(np.float32)
    images += labels[:, None, None, None] * 0.2
    for i in range(0, NUM_SAMPLES, BATCH_SIZE):
        yield ms.Tensor(images[i:i + BATCH_SIZE]), ms.Tensor(labels[i:i + BATCH_SIZE])


def main():
    steps_per_epoch = NUM_SAMPLES // BATCH_SIZE
    net = SignNet(NUM_CLASSES)
    lr = multistep_lr(steps_per_epoch)
    opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=MOMENTUM,
                      weight_decay=WEIGHT_DECAY)
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    trainer.set_train()
    rng = np.random.default_rng(0)
    for epoch in range(EPOCHS):
        losses = [trainer(x, y).asnumpy() for x, y in batches(rng)]
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
