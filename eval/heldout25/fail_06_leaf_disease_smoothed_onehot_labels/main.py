import numpy as np
import mindspore as ms
from mindspore import nn

import config
from leaves import load_table, split_table
from model import LeafNet, SmoothedCE


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    images, labels = split_table(load_table(config.SEED))
    print("images:", images.shape, "classes:", len(config.DISEASES))

    net = LeafNet(len(config.DISEASES))
    loss_net = nn.WithLossCell(net, SmoothedCE(len(config.DISEASES), config.SMOOTHING))
    step = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), learning_rate=config.LR))
    step.set_train()
    for epoch in range(config.EPOCHS):
        losses = []
        for b in range(0, len(labels), config.BATCH_SIZE):
            losses.append(float(step(ms.Tensor(images[b:b + config.BATCH_SIZE]),
                                     ms.Tensor(labels[b:b + config.BATCH_SIZE])).asnumpy()))
        print(f"epoch {epoch + 1}: loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
