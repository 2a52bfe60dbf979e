"""A click-through model that takes categorical ids and dense features; the training script
wraps it in `WithLossCell`, whose construct takes only one input and the label."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ClickModel(nn.Cell):
    def __init__(self, vocab=50, fields=3, dense=4):
        super().__init__()
        self.embed = nn.Embedding(vocab, 8)
        self.out = nn.Dense(fields * 8 + dense, 1)

    def construct(self, ids, features):
        flat = self.embed(ids).reshape(ids.shape[0], -1)
        return self.out(ops.concat((flat, features), axis=1)).squeeze(-1)


class TwoInputLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net, self.loss = net, nn.BCEWithLogitsLoss()

    def construct(self, ids, features, label):
        return self.loss(self.net(ids, features), label)


model = ClickModel()
with_loss = nn.WithLossCell(model, nn.BCEWithLogitsLoss())  # expect: MSD105
step = nn.TrainOneStepCell(with_loss, nn.SGD(model.trainable_params(), 0.1))

if __name__ == "__main__":
    ids = ms.Tensor(np.random.randint(0, 50, (4, 3)).astype(np.int32))
    features = ms.Tensor(np.random.randn(4, 4).astype(np.float32))
    label = ms.Tensor(np.array([1, 0, 0, 1], np.float32))
    print(step(ids, features, label))
