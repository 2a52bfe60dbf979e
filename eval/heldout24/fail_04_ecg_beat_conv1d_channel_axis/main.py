import numpy as np
import mindspore as ms
from mindspore import nn

import config
from model import BeatCNN
from signals import synth_record, segment_beats


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    beats, labels = segment_beats(*synth_record(config.SEED))
    print("beats:", beats.shape, "class counts:", np.bincount(labels, minlength=len(config.CLASSES)).tolist())

    net = BeatCNN(config.CHANNELS, len(config.CLASSES))
    weights = ms.Tensor((len(labels) / (len(config.CLASSES) * np.bincount(labels, minlength=3) + 1.0)).astype(np.float32))
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss(weight=weights))
    step = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), learning_rate=config.LR))
    step.set_train()

    rng = np.random.RandomState(config.SEED)
    for epoch in range(config.EPOCHS):
        order = rng.permutation(len(labels))
        losses = []
        for b in range(0, len(order) - config.BATCH_SIZE + 1, config.BATCH_SIZE):
            idx = order[b:b + config.BATCH_SIZE]
            losses.append(float(step(ms.Tensor(beats[idx]), ms.Tensor(labels[idx])).asnumpy()))
        print(f"epoch {epoch + 1} loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
