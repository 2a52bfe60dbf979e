"""A news-topic classifier trained with value_and_grad. Its loss helper builds
`nn.SoftmaxCrossEntropyWithLogits` without `sparse=True`, so the loss expects one-hot float
labels, while the batches carry int32 topic indices. The dtype clash is raised inside the loss;
the line to change is the loss's build."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

TOPICS = 4


def make_loss():
    return nn.SoftmaxCrossEntropyWithLogits(reduction="mean")  # expect: MSD502


class TopicNet(nn.Cell):
    def __init__(self, features=32):
        super().__init__()
        self.head = nn.Dense(features, TOPICS)

    def construct(self, x):
        return self.head(x)


if __name__ == "__main__":
    net, loss_fn = TopicNet(), make_loss()

    def forward(x, topics):
        return loss_fn(net(x), topics)

    grad_fn = ms.value_and_grad(forward, None, net.trainable_params())

    @ms.jit
    def step(x, topics):
        return grad_fn(x, topics)[0]

    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.standard_normal((8, 32)).astype(np.float32))
    topics = ms.Tensor(rng.integers(0, TOPICS, 8).astype(np.int32))
    print(step(x, topics))
