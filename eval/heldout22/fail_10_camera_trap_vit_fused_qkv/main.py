import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from data import load_frames
from model import TinyViT


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    images, labels = load_frames()

    net = TinyViT()
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss(label_smoothing=0.05))
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=config.LEARNING_RATE, weight_decay=0.05)
    train_net = nn.TrainOneStepCell(loss_net, opt)
    train_net.set_train()

    for epoch in range(config.EPOCHS):
        perm = np.random.default_rng(config.SEED + epoch).permutation(len(images))
        for s in range(0, len(images), config.BATCH_SIZE):
            idx = perm[s:s + config.BATCH_SIZE]
            loss = train_net(ms.Tensor(images[idx]), ms.Tensor(labels[idx]))
        print(f"epoch {epoch} loss {float(loss):.4f}")

    net.set_train(False)
    pred = net(ms.Tensor(images)).asnumpy().argmax(1)
    print("per-species recall:",
          {sp: round(float((pred[labels == i] == i).mean()), 2) for i, sp in enumerate(config.SPECIES)})


if __name__ == "__main__":
    main()
