import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from data import sample_shapes, jitter
from model import PointNetClassifier

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    rng = np.random.default_rng(0)
    points, labels = sample_shapes(6, 64)
    net = PointNetClassifier(num_classes=3)
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    train_net = nn.TrainOneStepCell(loss_net, nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9))
    train_net.set_train()
    for epoch in range(3):
        loss = train_net(Tensor(jitter(points, rng)), Tensor(labels))
        print(f"epoch {epoch} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
