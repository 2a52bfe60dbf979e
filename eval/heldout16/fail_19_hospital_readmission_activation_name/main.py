import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from ehr import readmission_dataset
from model import ReadmissionNet, WithLoss


def main():
    ms.set_seed(config.SEED)
    net = ReadmissionNet()
    step = nn.TrainOneStepCell(WithLoss(net), nn.Adam(net.trainable_params(), learning_rate=config.LR))
    train = readmission_dataset(config.SEED, shuffle=True)
    for epoch in range(config.EPOCHS):
        step.set_train()
        losses = [float(step(*batch).asnumpy()) for batch in train.create_tuple_iterator()]
        print(f"epoch {epoch}: loss {np.mean(losses):.4f}")
    net.set_train(False)
    correct = total = 0
    for numeric, cats, label in readmission_dataset(config.SEED + 1, shuffle=False).create_tuple_iterator():
        pred = net(numeric, cats).argmax(axis=1)
        correct += int((pred == label).sum())
        total += label.shape[0]
    print(f"held-out accuracy: {correct / total:.3f}")


if __name__ == "__main__":
    main()
