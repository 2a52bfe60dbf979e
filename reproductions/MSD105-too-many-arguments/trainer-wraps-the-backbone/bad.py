"""A training helper builds the loss cell and then hands the backbone, not the loss cell, to
`TrainOneStepCell`; the step is called with images and labels, and the backbone takes one input."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, pad_mode="same")
        self.head = nn.Dense(4 * 8 * 8, 10)

    def construct(self, images):
        return self.head(self.conv(images).reshape(images.shape[0], -1))


def make_step(net, lr):
    with_loss = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
    optimizer = nn.Momentum(net.trainable_params(), lr, 0.9)
    step = nn.TrainOneStepCell(net, optimizer)  # expect: MSD105
    return with_loss, step


if __name__ == "__main__":
    _, step = make_step(SmallCNN(), 0.01)
    images = ms.Tensor(np.random.randn(4, 1, 8, 8).astype(np.float32))
    labels = ms.Tensor(np.array([1, 0, 3, 9], np.int32))
    print(step(images, labels))
