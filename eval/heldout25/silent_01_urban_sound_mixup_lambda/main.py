import os

import numpy as np
import mindspore as ms
from mindspore import nn

import config
from clips import band_profiles
from model import SoundTagger, MixupLoss


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    x, y = band_profiles(config.SEED)
    split = int(0.8 * len(y))

    net = SoundTagger(len(config.CLASSES))
    step = nn.TrainOneStepCell(MixupLoss(net, len(config.CLASSES), config.MIXUP_ALPHA),
                               nn.Adam(net.trainable_params(), learning_rate=config.LR))
    step.set_train()
    rng = np.random.RandomState(config.SEED)
    for epoch in range(config.EPOCHS):
        order = rng.permutation(split)
        losses = [float(step(ms.Tensor(x[order[b:b + config.BATCH_SIZE]]),
                             ms.Tensor(y[order[b:b + config.BATCH_SIZE]])).asnumpy())
                  for b in range(0, split, config.BATCH_SIZE)]
        print(f"epoch {epoch + 1}: mixup loss {np.mean(losses):.4f}")
    net.set_train(False)
    pred = net(ms.Tensor(x[split:])).asnumpy().argmax(axis=1)
    print(f"validation accuracy {np.mean(pred == y[split:]):.3f}")


if __name__ == "__main__":
    main()
