import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from data import synth_gallery
from model import ReIDNet
from optim import build_sgd


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    images, ids = synth_gallery()

    net = ReIDNet(config.EMBED_DIM, config.NUM_IDENTITIES)
    opt = build_sgd(net.trainable_params(), config.OPTIMIZER)
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss(label_smoothing=0.1)), opt)
    train_net.set_train()

    rng = np.random.default_rng(config.SEED)
    for epoch in range(config.EPOCHS):
        order = rng.permutation(len(images))
        for s in range(0, len(order) - config.BATCH_SIZE + 1, config.BATCH_SIZE):
            idx = order[s:s + config.BATCH_SIZE]
            loss = train_net(ms.Tensor(images[idx]), ms.Tensor(ids[idx]))
        print(f"epoch {epoch} id loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
